// /formone 机构基本信息: the institution's name, unified social credit code, business licence
// (recognised by OCR to fill the fields still empty), address and contact. Saved as a draft.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { ocrBusiness } from '@bht/api-client';
import { toUploadedItems, type UploadedItem, useServerForm, Form } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { FormFileUpload } from '../../app/form-file-upload';
import { uploadFor } from '../../app/upload';
import { STEP_PATHS, identityPath, useSaveStep, type CompanyAuthInfo } from './auth-draft';
import { AuthWizard } from './auth-wizard';
import { StepButtons } from './step-buttons';

interface Values {
  name: string;
  credit_code: string;
  business_license: UploadedItem[];
  address: string;
  contact: string;
  tel: string;
}

function BasicForm({ info }: { info: CompanyAuthInfo }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const save = useSaveStep();
  const { submitting, onSubmit } = useServerForm(form, async (values: Values) => {
    const { name, credit_code, address, contact, tel } = values;
    await save({
      step: 'basic',
      name,
      credit_code,
      address,
      contact,
      tel,
      business_license: values.business_license[0]?.url ?? '',
    });
    navigate(info.identity ? identityPath(info.identity.role) : STEP_PATHS.identity);
  });

  /** The licence's OCR fills what is still empty (the user checks it). */
  const recognise = (items: UploadedItem[]) => {
    const url = items[0]?.url;
    if (!url) return;
    void api
      .call(ocrBusiness, { image: url }, { silent: true })
      .then((read) => {
        const filled = { name: read.name, credit_code: read.credit_code, address: read.address };
        for (const [field, value] of Object.entries(filled))
          if (value && !form.getFieldValue(field as keyof Values))
            form.setFieldValue(field as keyof Values, value);
      })
      .catch(() => undefined);
  };

  const saved = info.basic;
  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={(values) => void onSubmit(values)}
      onValuesChange={(changed: Partial<Values>) =>
        changed.business_license && recognise(changed.business_license)
      }
      style={{ maxWidth: 600 }}
      initialValues={{
        name: saved?.name ?? info.company_name,
        credit_code: saved?.credit_code ?? '',
        business_license: toUploadedItems([saved?.business_license ?? '']),
        address: saved?.address ?? '',
        contact: saved?.contact ?? '',
        tel: saved?.tel ?? '',
      }}
    >
      <Form.Item
        label="营业执照"
        field="business_license"
        rules={[{ required: true, message: '请上传营业执照' }]}
        extra="上传后自动识别机构名称、信用代码和地址，请核对"
      >
        <FormFileUpload
          label="上传营业执照"
          accept={['jpg', 'jpeg', 'png', 'pdf']}
          maxSizeMb={10}
          maxCount={1}
          upload={uploadFor('business_license')}
        />
      </Form.Item>
      <Form.Item
        label="机构名称"
        field="name"
        rules={[
          { required: true, message: '请输入机构名称' },
          { maxLength: 60, message: '机构名称不能超过 60 个字' },
        ]}
      >
        <Input maxLength={60} placeholder="与营业执照一致" />
      </Form.Item>
      <Form.Item
        label="统一社会信用代码"
        field="credit_code"
        rules={[
          { required: true, message: '请输入统一社会信用代码' },
          { length: 18, message: '统一社会信用代码为 18 位' },
        ]}
      >
        <Input maxLength={18} placeholder="18 位统一社会信用代码" />
      </Form.Item>
      <Form.Item
        label="机构地址"
        field="address"
        rules={[
          { required: true, message: '请输入机构地址' },
          { minLength: 4, message: '请输入机构地址' },
        ]}
      >
        <Input maxLength={200} placeholder="请输入机构地址" />
      </Form.Item>
      <Form.Item
        label="联系人"
        field="contact"
        rules={[
          { required: true, message: '请输入联系人' },
          { minLength: 2, message: '请输入联系人' },
        ]}
      >
        <Input maxLength={30} placeholder="请输入联系人" />
      </Form.Item>
      <Form.Item
        label="联系电话"
        field="tel"
        rules={[
          { required: true, message: '请输入联系电话' },
          { match: /^[\d\-, ]{7,40}$/, message: '请输入正确的联系电话，如 025-84561234' },
        ]}
      >
        <Input maxLength={40} placeholder="如 025-84561234" inputMode="tel" />
      </Form.Item>
      <StepButtons saving={submitting} />
    </Form>
  );
}

export default function BasicInfoPage({ title }: { title: string }) {
  return (
    <AuthWizard title={title} current={0}>
      {(info) => <BasicForm info={info} />}
    </AuthWizard>
  );
}
