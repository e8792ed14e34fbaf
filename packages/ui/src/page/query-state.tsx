// What a screen shows around a query: a spinner while it loads, the error with 重试 when it
// failed, otherwise the content. Pass the query itself (`query={detail}`) or the three props.
// The error's result page (its icons and stylesheet) loads only when a query fails.
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { lazy, Suspense, type ReactNode } from 'react';

const ResultPage = lazy(() => import('./result-page').then((m) => ({ default: m.ResultPage })));

/** The part of a TanStack Query result QueryState reads. */
export interface QueryLike {
  isPending: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
}

export interface QueryStateProps {
  /** A query's pending, error and retry at once; the props below override it one by one. */
  query?: QueryLike;
  loading?: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  children: ReactNode;
}

export function QueryState({
  query,
  loading = query?.isPending ?? false,
  error = query?.error,
  onRetry = query && (() => void query.refetch()),
  children,
}: QueryStateProps) {
  if (loading) {
    return (
      <div
        role="status"
        aria-label="加载中"
        style={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}
      >
        <Spin tip="加载中…" />
      </div>
    );
  }
  if (error) {
    return (
      <Suspense fallback={null}>
        <ResultPage
          status="error"
          title="加载失败"
          description={error.message || '请稍后重试'}
          actions={
            onRetry && (
              <Button type="primary" onClick={onRetry}>
                重试
              </Button>
            )
          }
        />
      </Suspense>
    );
  }
  return <>{children}</>;
}
