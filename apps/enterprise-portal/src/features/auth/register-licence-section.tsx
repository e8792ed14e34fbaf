// 企业信息: the business-licence upload; OCR fills name, credit code and legal person for the
// user to confirm. Parentheses in the name become full width on blur (as the server stores it).
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { ocrBusiness } from '@bht/api-client';
import { schemaRule, uploadedRule, Form, type FormInstance } from '@bht/ui';
import { creditCodeSchema, enterpriseNameSchema, toFullWidthParens } from '@bht/validators';
import { api } from '../../app/api';
import { OcrNotice, useOcr } from './fields/ocr-notice';
import { UploadField } from './fields/upload-field';

export function RegisterLicenceSection({ form }: { form: FormInstance }) {
  const ocr = useOcr('营业执照识别失败');

  const recognise = (url: string) =>
    ocr.run(
      () => api.call(ocrBusiness, { image: url }, { silent: true }),
      (result) => {
        form.setFieldsValue({
          enterprise_name: toFullWidthParens(result.name),
          credit_code: result.credit_code,
          legal_person: result.legal_person,
        });
        void form
          .validate(['enterprise_name', 'credit_code', 'legal_person'])
          .catch(() => undefined);
      },
    );

  const normaliseName = () => {
    const name = form.getFieldValue('enterprise_name');
    if (typeof name === 'string')
      form.setFieldValue('enterprise_name', toFullWidthParens(name.trim()));
  };

  return (
    <>
      <Form.Item
        label="营业执照"
        field="business_license"
        required
        rules={[uploadedRule('请上传营业执照')]}
        extra="上传后将自动识别企业信息"
      >
        <UploadField
          scene="business_license"
          label="上传营业执照"
          onUploaded={(item) => void recognise(item.url)}
        />
      </Form.Item>
      <OcrNotice state={ocr.state} />
      <Form.Item
        label="企业名称"
        field="enterprise_name"
        rules={[{ required: true, message: '请输入企业名称' }, schemaRule(enterpriseNameSchema)]}
      >
        <Input placeholder="与营业执照一致" maxLength={60} onBlur={normaliseName} />
      </Form.Item>
      <Form.Item
        label="统一社会信用代码"
        field="credit_code"
        rules={[
          { required: true, message: '请输入统一社会信用代码' },
          schemaRule(creditCodeSchema),
        ]}
      >
        <Input placeholder="18 位统一社会信用代码" maxLength={18} />
      </Form.Item>
      <Form.Item
        label="法定代表人"
        field="legal_person"
        rules={[
          { required: true, message: '请输入法定代表人姓名' },
          { minLength: 2, maxLength: 30, message: '法定代表人姓名为 2-30 个字' },
        ]}
      >
        <Input placeholder="法定代表人姓名" maxLength={30} />
      </Form.Item>
    </>
  );
}
