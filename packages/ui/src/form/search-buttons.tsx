// A search form's 查询 and 重置: 查询 submits the form around it; 重置 clears its fields and searches
// again with nothing (onReset({})), so the list shows everything.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { Form } from './form';

export function SearchButtons({ onReset }: { onReset: (values: Record<string, never>) => void }) {
  const { form } = Form.useFormContext();
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button
        style={{ marginLeft: 8 }}
        onClick={() => {
          form.resetFields();
          onReset({});
        }}
      >
        重置
      </Button>
    </Form.Item>
  );
}
