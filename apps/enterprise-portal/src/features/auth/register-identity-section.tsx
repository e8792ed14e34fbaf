// 法定代表人身份证: front and back uploads; OCR of the front fills the ID-card number.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { ocrIdentityCard } from '@bht/api-client';
import { schemaRule, uploadedRule, Form, type FormInstance } from '@bht/ui';
import { idCardSchema } from '@bht/validators';
import { api } from '../../app/api';
import { OcrNotice, useOcr } from './fields/ocr-notice';
import { UploadField } from './fields/upload-field';

export function RegisterIdentitySection({ form }: { form: FormInstance }) {
  const ocr = useOcr('身份证识别失败');

  const recognise = (url: string) =>
    ocr.run(
      () => api.call(ocrIdentityCard, { image: url, side: 'front' }, { silent: true }),
      (result) => {
        form.setFieldValue('legal_id_card', result.id_card);
        void form.validate(['legal_id_card']).catch(() => undefined);
      },
    );

  return (
    <>
      <Form.Item
        label="身份证人像面"
        field="id_card_front"
        required
        rules={[uploadedRule('请上传身份证人像面')]}
        extra="上传后将自动识别身份证号"
      >
        <UploadField
          scene="id_card"
          label="上传身份证人像面"
          onUploaded={(item) => void recognise(item.url)}
        />
      </Form.Item>
      <Form.Item
        label="身份证国徽面"
        field="id_card_back"
        required
        rules={[uploadedRule('请上传身份证国徽面')]}
      >
        <UploadField scene="id_card" label="上传身份证国徽面" />
      </Form.Item>
      <OcrNotice state={ocr.state} />
      <Form.Item
        label="法定代表人身份证号"
        field="legal_id_card"
        rules={[{ required: true, message: '请输入法定代表人身份证号' }, schemaRule(idCardSchema)]}
      >
        <Input placeholder="15 或 18 位身份证号" maxLength={18} />
      </Form.Item>
    </>
  );
}
