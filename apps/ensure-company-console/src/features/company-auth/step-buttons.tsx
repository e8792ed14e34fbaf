// The wizard's buttons under each step's form: back to the previous step, save and go on.
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useNavigate } from 'react-router-dom';

export function StepButtons({
  back,
  saving,
  submitText = '保存并下一步',
}: {
  back?: string;
  saving: boolean;
  submitText?: string;
}) {
  const navigate = useNavigate();
  return (
    <Space wrap>
      {back && <Button onClick={() => void navigate(back)}>上一步</Button>}
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitText}
      </Button>
    </Space>
  );
}
