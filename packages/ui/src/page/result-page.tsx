// Result, 404, 403 and "under construction" pages on Arco's Result.
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import type { ReactNode } from 'react';

export interface ResultPageProps {
  status: 'success' | 'error' | 'warning' | 'info' | '404' | '403';
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function ResultPage({ status, title, description, actions }: ResultPageProps) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={description}
      extra={actions}
      style={{ padding: '48px 16px' }}
    />
  );
}

export function NotFound({ onHome }: { onHome: () => void }) {
  return (
    <ResultPage
      status="404"
      title="抱歉，您访问的页面不存在"
      actions={
        <Button type="primary" onClick={onHome}>
          返回首页
        </Button>
      }
    />
  );
}

export function Forbidden({ onHome }: { onHome: () => void }) {
  return (
    <ResultPage
      status="403"
      title="抱歉，您没有权限访问此页面"
      description="如需开通，请联系主账号或管理员分配权限。"
      actions={
        <Button type="primary" onClick={onHome}>
          返回首页
        </Button>
      }
    />
  );
}

export function UnderConstruction({ title }: { title: string }) {
  return (
    <ResultPage
      status="info"
      title={`${title} · 该功能建设中`}
      description="该页面正在建设中，敬请期待。"
    />
  );
}
