// /oneDuty and /minDuty: the legal representative's or the agent's identity — name, ID card
// (the front recognised by OCR to fill name and number), mobile, and for an agent the
// authorisation letter. Saved as the wizard's second step.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { ocrIdentityCard } from '@bht/api-client';
import { toUploadedItems, type UploadedItem, useServerForm, Form } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { FormFileUpload } from '../../app/form-file-upload';
import { uploadFor } from '../../app/upload';
import { STEP_PATHS, useSaveStep, type CompanyAuthInfo } from './auth-draft';
import { AuthWizard } from './auth-wizard';
import { StepButtons } from './step-buttons';

interface Values {
  legal_person: string;
  name: string;
  id_card: string;
  mobile: string;
  id_card_front: UploadedItem[];
  id_card_back: UploadedItem[];
  authorization_letter: UploadedItem[];
}

const SCAN = { accept: ['jpg', 'jpeg', 'png', 'pdf'], maxSizeMb: 10, maxCount: 1 };

function IdentityForm({ info, role }: { info: CompanyAuthInfo; role: 'legal' | 'agent' }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const save = useSaveStep();
  const person = role === 'legal' ? '法定代表人' : '经办人';
  const { submitting, onSubmit } = useServerForm(form, async (values: Values) => {
    const legal_person = role === 'legal' ? values.name : values.legal_person;
    await save({
      step: 'identity',
      role,
      legal_person,
      name: values.name,
      id_card: values.id_card,
      mobile: values.mobile,
      id_card_front: values.id_card_front[0]?.url ?? '',
      id_card_back: values.id_card_back[0]?.url ?? '',
      authorization_letter: role === 'agent' ? (values.authorization_letter[0]?.url ?? '') : '',
    });
    navigate(STEP_PATHS.qualifications);
  });

  const recognise = (items: UploadedItem[]) => {
    const url = items[0]?.url;
    if (!url) return;
    void api
      .call(ocrIdentityCard, { image: url, side: 'front' }, { silent: true })
      .then((read) => {
        if (read.name && !form.getFieldValue('name')) form.setFieldValue('name', read.name);
        if (read.id_card && !form.getFieldValue('id_card'))
          form.setFieldValue('id_card', read.id_card);
      })
      .catch(() => undefined);
  };

  const saved = info.identity?.role === role ? info.identity : null;
  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={(values) => void onSubmit(values)}
      onValuesChange={(changed: Partial<Values>) =>
        changed.id_card_front && recognise(changed.id_card_front)
      }
      style={{ maxWidth: 600 }}
      initialValues={{
        legal_person: saved?.legal_person ?? '',
        name: saved?.name ?? '',
        id_card: saved?.id_card ?? '',
        mobile: saved?.mobile ?? '',
        id_card_front: toUploadedItems([saved?.id_card_front ?? '']),
        id_card_back: toUploadedItems([saved?.id_card_back ?? '']),
        authorization_letter: toUploadedItems([saved?.authorization_letter ?? '']),
      }}
    >
      <Form.Item
        label={`${person}身份证人像面`}
        field="id_card_front"
        rules={[{ required: true, message: '请上传身份证人像面' }]}
        extra="上传后自动识别姓名和身份证号，请核对"
      >
        <FormFileUpload label="上传人像面" {...SCAN} upload={uploadFor('id_card')} />
      </Form.Item>
      <Form.Item
        label={`${person}身份证国徽面`}
        field="id_card_back"
        rules={[{ required: true, message: '请上传身份证国徽面' }]}
      >
        <FormFileUpload label="上传国徽面" {...SCAN} upload={uploadFor('id_card')} />
      </Form.Item>
      <Form.Item
        label={`${person}姓名`}
        field="name"
        rules={[
          { required: true, message: `请输入${person}姓名` },
          { minLength: 2, message: `请输入${person}姓名` },
        ]}
      >
        <Input maxLength={30} placeholder={`请输入${person}姓名`} />
      </Form.Item>
      <Form.Item
        label={`${person}身份证号`}
        field="id_card"
        rules={[{ required: true, message: '请输入身份证号' }]}
      >
        <Input maxLength={18} placeholder="18 位身份证号" />
      </Form.Item>
      <Form.Item
        label={`${person}手机号`}
        field="mobile"
        rules={[
          { required: true, message: '请输入手机号' },
          { match: /^1\d{10}$/, message: '请输入正确的手机号' },
        ]}
      >
        <Input maxLength={11} placeholder="11 位手机号" inputMode="tel" />
      </Form.Item>
      {role === 'agent' && (
        <>
          <Form.Item
            label="法定代表人姓名"
            field="legal_person"
            rules={[
              { required: true, message: '请输入法定代表人姓名' },
              { minLength: 2, message: '请输入法定代表人姓名' },
            ]}
          >
            <Input maxLength={30} placeholder="与营业执照一致" />
          </Form.Item>
          <Form.Item
            label="授权委托书"
            field="authorization_letter"
            rules={[{ required: true, message: '经办人认证须上传授权委托书' }]}
            extra="法定代表人签字并加盖公章的授权委托书"
          >
            <FormFileUpload label="上传授权委托书" {...SCAN} upload={uploadFor('other')} />
          </Form.Item>
        </>
      )}
      <StepButtons back={STEP_PATHS.identity} saving={submitting} />
    </Form>
  );
}

export function IdentityPage({ title, role }: { title: string; role: 'legal' | 'agent' }) {
  return (
    <AuthWizard title={title} current={1}>
      {(info) => <IdentityForm info={info} role={role} />}
    </AuthWizard>
  );
}
