// What a screen shows around a query: a spinner while it loads, the error with 重试 when it
// failed, otherwise the content.
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ReactNode } from 'react';
import { ResultPage } from './result-page';

export interface QueryStateProps {
  loading: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  children: ReactNode;
}

export function QueryState({ loading, error, onRetry, children }: QueryStateProps) {
  if (loading) {
    return (
      <div role="status" aria-label="加载中" style={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
        <Spin tip="加载中…" />
      </div>
    );
  }
  if (error) {
    return <ResultPage status="error" title="加载失败" description={error.message || '请稍后重试'} actions={onRetry && <Button type="primary" onClick={onRetry}>重试</Button>} />;
  }
  return <>{children}</>;
}
