// Step 1 of the /firm guide: the legal representative (or an agent 经办人 with the power of
// attorney) identifies with name, ID number and both sides of the ID card. Uploading the portrait
// side pre-fills name and number by OCR; the user checks them. One form for both layouts.
import { Button, Input, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { ocrIdentityCard, submitIdentity } from '@bht/api-client';
import { Alert, schemaRule, uploadedRule, useServerForm, type UploadedItem, Form } from '@bht/ui';
import { idCardSchema } from '@bht/validators';
import { useState } from 'react';
import { api } from '../../app/api';
import { IDENTITY_ROLE_TEXT } from './auth-status';
import { firstUrl, FormFileUpload } from './form-file-upload';
import { uploadFor } from '../../app/upload';
import { useFirmStepDone, type FirmAuthInfo } from './use-firm-auth-info';

export type FirmFormLayout = 'desktop' | 'mobile';

interface IdentityValues {
  role: 'legal' | 'agent';
  name: string;
  id_card: string;
  id_card_front: UploadedItem[];
  id_card_back: UploadedItem[];
  authorization_letter: UploadedItem[];
}

type OcrState = { status: 'idle' | 'reading' | 'failed' } | { status: 'done'; sandbox: boolean };

const uploadIdCard = uploadFor('id_card');
const uploadLetter = uploadFor('other');

/** A scan saved by an earlier visit, shown again (named by its label, with its file type) so the step resumes with it. */
function savedScan(url: string | null | undefined, label: string): UploadedItem[] {
  if (!url) return [];
  const extension = /\.(\w+)$/.exec(url)?.[1];
  return [{ url, name: extension ? `${label}.${extension}` : label }];
}

function OcrHint({ state }: { state: OcrState }) {
  if (state.status === 'reading') return <Alert type="info" content="正在识别身份证信息…" />;
  if (state.status === 'failed')
    return <Alert type="warning" content="未能识别身份证信息，请手动填写姓名和身份证号" />;
  if (state.status === 'done') {
    return (
      <Alert
        type="success"
        content={`已根据身份证照片填写姓名和身份证号，请核对${state.sandbox ? '（沙箱环境识别结果，仅供测试）' : ''}`}
      />
    );
  }
  return null;
}

export function IdentityForm({ info, layout }: { info: FirmAuthInfo; layout: FirmFormLayout }) {
  const [form] = Form.useForm<IdentityValues>();
  const role = Form.useWatch('role', form) as IdentityValues['role'] | undefined;
  const [ocr, setOcr] = useState<OcrState>({ status: 'idle' });
  const done = useFirmStepDone(0);
  const mobile = layout === 'mobile';
  /** Rows without a label line up with the inputs on wide screens. */
  const unlabelled = mobile ? undefined : { offset: 5, span: 17 };

  const {
    submitting,
    message: error,
    onSubmit,
  } = useServerForm(form, async (values) => {
    const result = await api.call(
      submitIdentity,
      {
        role: values.role,
        name: values.name.trim(),
        id_card: values.id_card.trim(),
        id_card_front: firstUrl(values.id_card_front) ?? '',
        id_card_back: firstUrl(values.id_card_back) ?? '',
        authorization_letter:
          values.role === 'agent' ? firstUrl(values.authorization_letter) : undefined,
      },
      { silent: true },
    );
    done(result);
  });

  const readFront = async (image: string) => {
    setOcr({ status: 'reading' });
    try {
      const card = await api.call(ocrIdentityCard, { image, side: 'front' }, { silent: true });
      form.setFieldsValue({ name: card.name, id_card: card.id_card });
      setOcr({ status: 'done', sandbox: card.sandbox });
    } catch {
      setOcr({ status: 'failed' });
    }
  };

  return (
    <Form<IdentityValues>
      form={form}
      layout={mobile ? 'vertical' : 'horizontal'}
      labelCol={mobile ? undefined : { span: 5 }}
      wrapperCol={mobile ? undefined : { span: 17 }}
      initialValues={{
        role: info.identity?.role ?? 'legal',
        name: info.identity?.name ?? '',
        id_card: info.identity?.id_card ?? '',
        id_card_front: savedScan(info.identity?.id_card_front, '身份证人像面'),
        id_card_back: savedScan(info.identity?.id_card_back, '身份证国徽面'),
        authorization_letter: savedScan(info.identity?.authorization_letter, '授权委托书'),
      }}
      onValuesChange={(changed) => {
        const front = firstUrl(changed.id_card_front);
        if (front) void readFront(front);
      }}
      onSubmit={(values) => void onSubmit(values)}
    >
      <Form.Item
        label="认证方式"
        field="role"
        extra={
          role === 'agent'
            ? '由经办人代为认证，需上传法定代表人签署的授权委托书'
            : '由法定代表人本人认证'
        }
      >
        <Radio.Group
          type="button"
          options={(['legal', 'agent'] as const).map((value) => ({
            value,
            label: `${IDENTITY_ROLE_TEXT[value]}认证`,
          }))}
        />
      </Form.Item>
      <Form.Item
        label="身份证人像面"
        field="id_card_front"
        required
        rules={[uploadedRule('请上传身份证人像面')]}
      >
        <FormFileUpload
          label="上传身份证人像面"
          accept={['jpg', 'jpeg', 'png']}
          upload={uploadIdCard}
        />
      </Form.Item>
      <Form.Item
        label="身份证国徽面"
        field="id_card_back"
        required
        rules={[uploadedRule('请上传身份证国徽面')]}
      >
        <FormFileUpload
          label="上传身份证国徽面"
          accept={['jpg', 'jpeg', 'png']}
          upload={uploadIdCard}
        />
      </Form.Item>
      {ocr.status !== 'idle' && (
        <Form.Item wrapperCol={unlabelled}>
          <OcrHint state={ocr} />
        </Form.Item>
      )}
      <Form.Item
        label={`${IDENTITY_ROLE_TEXT[role ?? 'legal']}姓名`}
        field="name"
        rules={[
          { required: true, message: '请输入姓名' },
          schemaRule(submitIdentity.request.shape.name),
        ]}
      >
        <Input placeholder="与身份证一致" maxLength={30} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="身份证号"
        field="id_card"
        rules={[{ required: true, message: '请输入身份证号' }, schemaRule(idCardSchema)]}
      >
        <Input placeholder="18 位身份证号" maxLength={18} />
      </Form.Item>
      {role === 'agent' && (
        <Form.Item
          label="授权委托书"
          field="authorization_letter"
          required
          rules={[uploadedRule('请上传法定代表人签署的授权委托书')]}
        >
          <FormFileUpload
            label="上传授权委托书"
            accept={['jpg', 'jpeg', 'png', 'pdf']}
            upload={uploadLetter}
          />
        </Form.Item>
      )}
      {error && (
        <Form.Item wrapperCol={unlabelled}>
          <Alert type="error" content={error} />
        </Form.Item>
      )}
      <Form.Item wrapperCol={unlabelled}>
        <Button
          type="primary"
          htmlType="submit"
          loading={submitting}
          long={mobile}
          size={mobile ? 'large' : 'default'}
        >
          下一步
        </Button>
      </Form.Item>
    </Form>
  );
}
