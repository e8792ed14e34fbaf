// The console's logged-in shell: the shared route-table shell with the company account.
import { companyLogout } from '@bht/api-client';
import { RouteTableShell } from '@bht/ui';
import type { ReactNode } from 'react';
import { useInbox } from '../features/messages/inbox';
import { api, runtimeConfig } from './api';
import type { ConsoleUserInfo } from './providers';
import { routes } from './routes';

const shownUser = (info: unknown) => {
  const user = info as ConsoleUserInfo;
  return { name: `${user.company.name} · ${user.company_account.name}`, avatar: user.company.logo, unread: user.wait_read_message };
};

export default function Shell({ children }: { children: ReactNode }) {
  const inbox = useInbox();
  return (
    <RouteTableShell
      appTitle="保函通 · 担保公司端"
      routes={routes}
      imageHost={runtimeConfig.imageHost}
      user={shownUser}
      paths={{ messages: '/message/index', changeMobile: '/account/mobile', changePassword: '/account/password' }}
      inbox={inbox}
      // Revokes the token on the server; the shell clears the local session whatever the call answers.
      logout={() => api.call(companyLogout, {}, { silent: true })}
    >
      {children}
    </RouteTableShell>
  );
}
