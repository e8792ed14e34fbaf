// /index 工作台: the dashboard (figures and 30-day charts of the company, dashboard.tsx), then the
// company (name, type, area, order intake), the account's permissions, and quick links to every
// menu item the account may open.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { PERMISSIONS } from '@bht/auth-guard';
import { useGuardedMenu, useRouteTable, useSession } from '@bht/auth-guard/react';
import { DetailSection, QueryState, ResponsiveGrid, Tag } from '@bht/ui';
import { Link } from 'react-router-dom';
import type { ConsoleUserInfo } from '../../app/providers';
import { IntakeTag } from '../company/intake-tag';
import { Dashboard } from './dashboard';

const permissionName = (value: string) =>
  value === '*' ? '全部权限' : ((PERMISSIONS as Record<string, string>)[value] ?? value);

function QuickLinks() {
  const groups = useGuardedMenu(useRouteTable()).filter((g) =>
    g.items.some((item) => item.path !== '/index'),
  );
  if (groups.length === 0)
    return (
      <p style={{ color: 'var(--color-text-3)' }}>当前账号暂无可用功能，请联系管理员分配权限。</p>
    );
  return (
    <ResponsiveGrid columns={{ xs: 1, sm: 2, lg: 3 }}>
      {groups.map((group) => (
        <nav
          key={group.group}
          aria-label={group.group}
          style={{
            border: '1px solid #e5e6eb',
            borderRadius: 4,
            padding: 12,
            height: '100%',
            boxSizing: 'border-box',
          }}
        >
          <div style={{ fontWeight: 500, marginBottom: 8 }}>{group.group}</div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 12px' }}>
            {group.items
              .filter((item) => item.path !== '/index')
              .map((item) => (
                <Link key={item.path} to={item.path}>
                  {item.title}
                </Link>
              ))}
          </div>
        </nav>
      ))}
    </ResponsiveGrid>
  );
}

function Workbench({ user }: { user: ConsoleUserInfo }) {
  const { permissions } = useSession();
  const { company, company_account: account } = user;
  return (
    <>
      <Dashboard />
      <DetailSection
        title="机构概况"
        items={[
          { label: '机构名称', value: company.name },
          { label: '机构类型', value: company.type_name },
          { label: '所在地区', value: company.area_name },
          { label: '接单状态', value: <IntakeTag status={company.status} /> },
        ]}
      />
      <DetailSection
        title="当前账号"
        items={[
          { label: '账号', value: `${account.name}（${account.account}）` },
          {
            label: '权限',
            value:
              permissions.size === 0 ? (
                '暂无权限'
              ) : (
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
                  {[...permissions].map((p) => (
                    <Tag key={p} color={p === '*' ? 'arcoblue' : undefined}>
                      {permissionName(p)}
                    </Tag>
                  ))}
                </div>
              ),
          },
        ]}
      />
      <Card title="快捷入口" bordered={false}>
        <QuickLinks />
      </Card>
    </>
  );
}

export default function WorkbenchPage() {
  const user = useSession().userInfo as ConsoleUserInfo | null | undefined;
  return <QueryState loading={!user}>{user && <Workbench user={user} />}</QueryState>;
}
