// 申请理赔 step 1: the letter number and the 6-character verification code printed on the letter
// (claimCheckLetter). A wrong code is answered without saying whether the number exists; the answer
// shows under the form. A checked letter shows its facts and what remains of its guaranteed
// amount, or why no claim can be raised on it now.
import { Button, Descriptions, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { claimCheckLetter, type ResponseOf } from '@bht/api-client';
import { Alert, Money, schemaRule, useServerForm, Form } from '@bht/ui';
import { api } from '../../../app/api';

export interface LetterKey {
  letter_no: string;
  verify_code: string;
}
export type CheckedLetter = ResponseOf<typeof claimCheckLetter>;

const keyRule = (field: keyof typeof claimCheckLetter.request.shape) =>
  schemaRule(claimCheckLetter.request.shape[field]);

export function LetterFacts({ letter }: { letter: CheckedLetter }) {
  return (
    <Descriptions
      column={1}
      labelStyle={{ width: 96 }}
      valueStyle={{ overflowWrap: 'anywhere' }}
      data={[
        { label: '保函编号', value: letter.letter_no },
        { label: '保函类型', value: letter.letter_type_text },
        { label: '项目名称', value: letter.project_name },
        { label: '担保机构', value: letter.ensure_company_name },
        { label: '受益人', value: letter.beneficiary },
        { label: '担保金额', value: <Money value={letter.guaranteed_amount} /> },
        { label: '可索赔余额', value: <Money value={letter.remaining} /> },
        { label: '有效期至', value: letter.valid_to ?? '-' },
      ]}
    />
  );
}

export function CheckLetterStep({
  initialLetterNo,
  onChecked,
}: {
  initialLetterNo: string;
  onChecked: (key: LetterKey, letter: CheckedLetter) => void;
}) {
  const [form] = Form.useForm<LetterKey>();
  const { submitting, message, onSubmit } = useServerForm(form, async (values) => {
    const key = {
      letter_no: values.letter_no.trim(),
      verify_code: values.verify_code.trim().toUpperCase(),
    };
    onChecked(key, await api.call(claimCheckLetter, key, { silent: true }));
  });
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ letter_no: initialLetterNo }}
      onSubmit={(values) => void onSubmit(values)}
    >
      <Form.Item
        label="保函编号"
        field="letter_no"
        rules={[{ required: true, message: '请输入保函编号' }, keyRule('letter_no')]}
      >
        <Input placeholder="请输入保函上的保函编号" allowClear maxLength={40} />
      </Form.Item>
      <Form.Item
        label="查验码"
        field="verify_code"
        extra="印制在保函编号下方的 6 位字母或数字"
        rules={[
          { required: true, message: '请输入保函上印制的 6 位查验码' },
          keyRule('verify_code'),
        ]}
      >
        <Input placeholder="6 位查验码" allowClear maxLength={6} autoComplete="off" />
      </Form.Item>
      {message && <Alert type="error" content={message} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" long loading={submitting}>
        核对保函
      </Button>
    </Form>
  );
}
