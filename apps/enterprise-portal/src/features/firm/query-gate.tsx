// What a /firm page shows around one of its queries: a spinner naming what loads, the failure
// with 重试, otherwise the page for the data.
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { ResultPage } from '@bht/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryGateProps<T> {
  query: UseQueryResult<T, Error>;
  loadingTip: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}

export function QueryGate<T>({ query, loadingTip, errorTitle, children }: QueryGateProps<T>) {
  if (query.isPending) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip={loadingTip} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ResultPage
        status="error"
        title={errorTitle}
        description={query.error.message}
        actions={
          <Button type="primary" onClick={() => void query.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
