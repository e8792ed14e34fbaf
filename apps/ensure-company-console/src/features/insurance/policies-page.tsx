// /policies 平台服务政策 (public): the user service agreement and the privacy policy, each a
// titled section with its version; the text is plain, one paragraph per line.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import {
  endpointQueryOptions,
  getUserSecretRule,
  getUserServiceRule,
  type ResponseOf,
} from '@bht/api-client';
import { PublicFrame, QueryState, type QueryLike } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';

type RuleDocument = ResponseOf<typeof getUserServiceRule>;

function PolicySection({ id, document }: { id: string; document: RuleDocument }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 32 }}>
      <h2 id={id} style={{ fontSize: 18, margin: '0 0 4px', color: '#1d2129' }}>
        {document.title}
      </h2>
      <p style={{ margin: '0 0 12px', fontSize: 12, color: 'var(--color-text-3)' }}>
        版本：{document.version}
      </p>
      {document.content
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((paragraph, i) => (
          <p
            key={i}
            style={{ lineHeight: 1.8, margin: '0 0 8px', color: '#4e5969', whiteSpace: 'pre-wrap' }}
          >
            {paragraph}
          </p>
        ))}
    </section>
  );
}

function LoadedPolicy({ id, query }: { id: string; query: QueryLike & { data?: RuleDocument } }) {
  return (
    <QueryState query={query}>
      {query.data && <PolicySection id={id} document={query.data} />}
    </QueryState>
  );
}

export default function PoliciesPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const service = useQuery(endpointQueryOptions(api, getUserServiceRule, {}));
  const privacy = useQuery(endpointQueryOptions(api, getUserSecretRule, {}));
  return (
    <PublicFrame
      title={title}
      maxWidth={840}
      footer={<Button onClick={() => void navigate(-1)}>返回</Button>}
    >
      <nav
        aria-label="政策目录"
        style={{ display: 'flex', gap: 16, marginBottom: 16, flexWrap: 'wrap' }}
      >
        <a href="#policy-service">用户服务协议</a>
        <a href="#policy-privacy">隐私政策</a>
      </nav>
      <LoadedPolicy id="policy-service" query={service} />
      <LoadedPolicy id="policy-privacy" query={privacy} />
    </PublicFrame>
  );
}
