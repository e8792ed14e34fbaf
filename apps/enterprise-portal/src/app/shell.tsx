// The portal's logged-in shell: the shared route-table shell with the enterprise user info.
import { logout, type UserInfo } from '@bht/api-client';
import { RouteTableShell } from '@bht/ui';
import type { ReactNode } from 'react';
import { useInbox } from '../features/messages/inbox';
import { api, runtimeConfig } from './api';
import { routes } from './routes';

const shownUser = (info: unknown) => {
  const user = info as UserInfo;
  return { name: user.name, avatar: user.avatar, unread: user.wait_read_message };
};

export default function Shell({ children }: { children: ReactNode }) {
  const inbox = useInbox();
  return (
    <RouteTableShell
      appTitle="保函通 · 企业端"
      routes={routes}
      imageHost={runtimeConfig.imageHost}
      user={shownUser}
      paths={{
        messages: '/message/index',
        changeMobile: '/tel/telone',
        changePassword: '/recode/reone',
      }}
      inbox={inbox}
      logout={() => api.call(logout, {}, { silent: true })}
    >
      {children}
    </RouteTableShell>
  );
}
