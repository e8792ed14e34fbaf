// The logged-in shell: the shared AppLayout fed from this app's route table and session.
import { logout } from '@bht/api-client';
import { useBreadcrumb, useGuardedMenu, useSession } from '@bht/auth-guard/react';
import type { UserInfo } from '@bht/api-client';
import { AppLayout, menuFromGroups } from '@bht/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, runtimeConfig } from './api';
import { routes } from './routes';

export default function Shell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession<UserInfo>();
  const groups = useGuardedMenu(routes);
  const breadcrumb = useBreadcrumb(routes);
  const user = session.userInfo;
  return (
    <AppLayout
      appTitle="保函通 · 企业端"
      menu={menuFromGroups(groups)}
      selectedKey={breadcrumb[0]?.path ?? pathname}
      onNavigate={(path) => navigate(path)}
      breadcrumb={breadcrumb.map((r) => ({ title: r.title, path: r.path }))}
      user={{ name: user?.name ?? '', avatar: user?.avatar }}
      imageHost={runtimeConfig.imageHost}
      unreadCount={user?.wait_read_message ?? 0}
      onMessages={() => navigate('/notice/index')}
      onChangeMobile={() => navigate('/tel/telone')}
      onChangePassword={() => navigate('/recode/reone')}
      onLogout={async () => {
        await api.call(logout, {}, { silent: true }).catch(() => undefined);
        session.reset();
        navigate(`/login?redirect=${encodeURIComponent(pathname)}`, { replace: true });
      }}
    >
      {children}
    </AppLayout>
  );
}
