// The user service agreement or the privacy policy in a modal, loaded when opened.
import { Button, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { endpointQueryOptions, getUserSecretRule, getUserServiceRule } from '@bht/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

export type RuleDocument = 'service' | 'secret';

const DOCUMENTS = {
  service: { endpoint: getUserServiceRule, fallbackTitle: '用户服务协议' },
  secret: { endpoint: getUserSecretRule, fallbackTitle: '隐私政策' },
} as const;

function RuleDocumentBody({ document }: { document: RuleDocument }) {
  const query = useQuery({
    ...endpointQueryOptions(api, DOCUMENTS[document].endpoint, {}),
    retry: 0,
  });
  if (query.isPending)
    return <Spin tip="加载中…" style={{ display: 'block', textAlign: 'center', padding: 24 }} />;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{query.error.message || '加载失败'}</p>
        <Button onClick={() => void query.refetch()}>重新加载</Button>
      </div>
    );
  }
  return (
    <article>
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{query.data.title}</h2>
      <p style={{ color: 'var(--color-text-3)', fontSize: 12, margin: '0 0 12px' }}>
        版本：{query.data.version}
      </p>
      <div
        style={{ whiteSpace: 'pre-wrap', lineHeight: 1.7, maxHeight: '60vh', overflowY: 'auto' }}
      >
        {query.data.content}
      </div>
    </article>
  );
}

export function RuleDocumentModal({
  document,
  onClose,
}: {
  document: RuleDocument | null;
  onClose: () => void;
}) {
  return (
    <Modal
      visible={document !== null}
      title={document ? DOCUMENTS[document].fallbackTitle : ''}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          我知道了
        </Button>
      }
      style={{ width: 'min(640px, calc(100vw - 24px))' }}
      unmountOnExit
    >
      {document && <RuleDocumentBody document={document} />}
    </Modal>
  );
}
