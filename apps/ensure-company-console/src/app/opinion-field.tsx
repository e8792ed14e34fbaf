// The optional 处理意见 of a desk's decision form (登记赔付, 同意退保): at most 200 characters,
// told to the enterprise and kept in the record's history.
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { Form } from '@bht/ui';

export function OpinionField({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item
      label="处理意见"
      field="opinion"
      rules={[{ maxLength: 200, message: '处理意见不能超过 200 个字' }]}
    >
      <Input.TextArea
        placeholder={placeholder}
        maxLength={200}
        showWordLimit
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
    </Form.Item>
  );
}
