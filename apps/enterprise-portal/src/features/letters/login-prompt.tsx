// What a logged-out visitor sees on the public wizard steps: what to do, and a log-in that comes
// back to this very page (same path and query).
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { loginPath } from '@bht/auth-guard';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@bht/ui';

export function LoginPrompt({
  message,
  action = '登录后继续',
}: {
  message: string;
  action?: string;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      title="请先登录"
      content={
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <span>{message}</span>
          <Space wrap>
            <Button
              type="primary"
              size="large"
              onClick={() => void navigate(loginPath(pathname + search))}
            >
              {action}
            </Button>
            <Link to="/register">还没有账号？立即注册</Link>
          </Space>
        </Space>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
