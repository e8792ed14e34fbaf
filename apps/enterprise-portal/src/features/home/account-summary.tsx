// Company name, authentication stamp, account and last login; what to do while not authenticated.
import type { UserInfo } from '@bht/api-client';
import { GUARD_MESSAGES } from '@bht/auth-guard';
import { Alert, DateTime, StatusStamp, Tag } from '@bht/ui';
import { Link } from 'react-router-dom';
import { authStatusView } from '../firm/auth-status';

function AuthenticationNotice({ user }: { user: UserInfo }) {
  if (user.auth_status === 2) return null;
  if (user.enterprise_account.is_master !== 1)
    return <Alert type="warning" content={GUARD_MESSAGES.waitForMainAccount} />;
  const next =
    user.auth_status === 1
      ? { text: '企业认证资料审核中，请耐心等待。', link: '查看认证进度' }
      : user.auth_status === -1
        ? {
            text: `企业认证未通过：${user.enterprise_auth?.reject_reason || '请查看驳回原因'}`,
            link: '查看详情并重新认证',
          }
        : { text: '企业尚未完成认证，认证通过后即可申请保函。', link: '去认证' };
  return (
    <Alert
      type={user.auth_status === -1 ? 'error' : 'info'}
      content={
        <span>
          {next.text} <Link to="/firm">{next.link}</Link>
        </span>
      }
    />
  );
}

export function AccountSummary({ user }: { user: UserInfo }) {
  const status = authStatusView(user.auth_status);
  return (
    <section aria-label="企业与账号" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: 1, minWidth: 200 }}>
          <h2 style={{ margin: 0, fontSize: 20, color: '#1d2129', wordBreak: 'break-all' }}>
            {user.enterprise_auth?.name || '未关联企业'}
          </h2>
          <div style={{ margin: '8px 0 0', color: '#4e5969' }}>
            {user.name || user.account}（{user.account}）{' '}
            <Tag size="small">{user.enterprise_account.is_master === 1 ? '主账号' : '子账号'}</Tag>
          </div>
          <p style={{ margin: '4px 0 0', color: 'var(--color-text-3)', fontSize: 13 }}>
            上次登录：
            {user.last_login_time ? <DateTime value={user.last_login_time} /> : '首次登录'}
          </p>
        </div>
        <StatusStamp label={status.label} tone={status.tone} size={80} />
      </div>
      <AuthenticationNotice user={user} />
    </section>
  );
}
