// /basiceset 账户配置: the signed-in account (name, masked mobile, last log-in) with links to
// change the password or mobile, and the enterprise profile, read-only.
import { Card, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { endpointQueryOptions, getProfile, type ResponseOf, type UserInfo } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { DateTime, DetailSection, QueryState, StoredPicture, Tag } from '@bht/ui';
import { maskMobile } from '@bht/validators';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { api, runtimeConfig } from '../../app/api';

const AUTH_STATUS: Record<number, { text: string; color: string }> = {
  0: { text: '未认证', color: 'gray' },
  1: { text: '审核中', color: 'arcoblue' },
  2: { text: '已认证', color: 'green' },
  [-1]: { text: '已驳回', color: 'red' },
};

function AuthStatusTag({ status }: { status: number }) {
  const shown = AUTH_STATUS[status] ?? { text: `状态 ${status}`, color: 'gray' };
  return <Tag color={shown.color}>{shown.text}</Tag>;
}

function AccountSection({ user }: { user: UserInfo }) {
  return (
    <DetailSection
      title="账号信息"
      items={[
        { label: '姓名', value: user.name },
        { label: '手机号', value: maskMobile(user.account) },
        { label: '账号类型', value: user.enterprise_account.is_master === 1 ? '主账号' : '子账号' },
        { label: '上次登录', value: <DateTime value={user.last_login_time} /> },
      ]}
      extra={
        <Space wrap size={16}>
          <Link to="/recode/reone">修改密码</Link>
          <Link to="/tel/telone">修改手机号</Link>
        </Space>
      }
    />
  );
}

function ProfileSection({ profile }: { profile: ResponseOf<typeof getProfile> }) {
  const license = profile.business_license;
  return (
    <>
      <DetailSection
        title="企业信息"
        extra={<AuthStatusTag status={profile.auth_status} />}
        items={[
          { label: '企业名称', value: profile.name },
          { label: '统一社会信用代码', value: profile.credit_code },
          { label: '法定代表人', value: profile.legal_person },
          { label: '注册资本', value: profile.registered_capital || '-' },
          { label: '成立日期', value: profile.established_date || '-' },
          { label: '地址', value: profile.address || '-' },
          { label: '联系人', value: profile.contact_name || '-' },
          { label: '联系电话', value: profile.contact_mobile || '-' },
          {
            label: '营业执照',
            value: license ? (
              <StoredPicture
                path={license}
                imageHost={runtimeConfig.imageHost}
                alt="营业执照"
                pdfLabel="查看 PDF 营业执照"
                width={120}
                height={80}
                style={{ objectFit: 'cover' }}
              />
            ) : (
              '未上传'
            ),
          },
        ]}
      />
      <DetailSection
        title="对公账户"
        items={
          profile.bank
            ? [
                { label: '开户银行', value: profile.bank.bank_name },
                { label: '账户名称', value: profile.bank.account_name },
                { label: '银行账号', value: profile.bank.account_no },
              ]
            : [{ label: '对公账户', value: '尚未完成对公基本户验证' }]
        }
      />
    </>
  );
}

export default function AccountConfigPage({ title }: { title: string }) {
  const user = useSession().userInfo as UserInfo | null | undefined;
  const profile = useQuery(endpointQueryOptions(api, getProfile, {}));
  return (
    <Card title={title} bordered={false}>
      <QueryState loading={!user}>{user && <AccountSection user={user} />}</QueryState>
      <QueryState
        loading={profile.isPending}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      >
        {profile.data && <ProfileSection profile={profile.data} />}
      </QueryState>
      {user && user.auth_status !== 2 && user.enterprise_account.is_master === 1 && (
        <p style={{ color: '#4e5969' }}>
          企业尚未完成认证，<Link to="/firm">前往企业认证</Link>
        </p>
      )}
    </Card>
  );
}
