// /index 用户中心: who is logged in and whether the company is authenticated, quick entries to
// apply for each letter type, the latest notices and the contact widget.
import { Card, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { endpointQueryKey, getContactSettings, type UserInfo } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { ContactWidget } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { api, runtimeConfig } from '../../app/api';
import { AccountSummary } from './account-summary';
import { QuickEntries } from './quick-entries';
import { RecentNotices } from './recent-notices';

function Contact() {
  const contact = useQuery({
    queryKey: endpointQueryKey(getContactSettings, {}),
    queryFn: ({ signal }) => api.call(getContactSettings, {}, { silent: true, signal }),
  });
  if (!contact.data) return null;
  return (
    <Card bordered={false} title="联系我们">
      <ContactWidget
        tel={contact.data.wc_tel}
        wechatQr={contact.data.wc_wechatewm}
        consultLink={contact.data.wc_kfqq}
        imageHost={runtimeConfig.imageHost}
        layout="column"
      />
    </Card>
  );
}

export default function HomePage({ title }: { title: string }) {
  const user = useSession().userInfo as UserInfo | null | undefined;
  if (!user) return <Spin tip="正在加载…" style={{ display: 'block', padding: 48 }} />;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <div
        style={{
          flex: '999 1 480px',
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 16,
        }}
      >
        <Card bordered={false} title={title}>
          <AccountSummary user={user} />
        </Card>
        <Card bordered={false} title="申请保函">
          <QuickEntries />
        </Card>
      </div>
      <div
        style={{
          flex: '1 1 280px',
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 16,
        }}
      >
        <Card bordered={false} title="最新公告" extra={<Link to="/notice/index">更多</Link>}>
          <RecentNotices />
        </Card>
        <Contact />
      </div>
    </div>
  );
}
