// The console's logged-in shell: the shared route-table shell with the company account.
import { companyLogout, platformLogout } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { RouteTableShell } from '@bht/ui';
import type { ReactNode } from 'react';
import { useInbox } from '../features/messages/inbox';
import { api, runtimeConfig } from './api';
import { isOperatorSession, type ConsoleUserInfo, type OperatorUserInfo } from './providers';
import { routes } from './routes';

const shownUser = (info: unknown) => {
  const user = info as ConsoleUserInfo;
  return {
    name: `${user.company.name} · ${user.company_account.name}`,
    avatar: user.company.logo,
    unread: user.wait_read_message,
  };
};

/** A platform operator's shell: the review desk's menu and only 退出登录 (no inbox, mobile or password pages). */
function OperatorShell({ children }: { children: ReactNode }) {
  return (
    <RouteTableShell
      appTitle="保函通 · 平台运营"
      routes={routes}
      imageHost={runtimeConfig.imageHost}
      user={(info) => ({
        name: `平台运营 · ${(info as OperatorUserInfo).operator.name}`,
        unread: 0,
      })}
      paths={{}}
      logout={() => api.call(platformLogout, {}, { silent: true })}
    >
      {children}
    </RouteTableShell>
  );
}

export default function Shell({ children }: { children: ReactNode }) {
  const operator = isOperatorSession(useSession().userInfo);
  return operator ? (
    <OperatorShell>{children}</OperatorShell>
  ) : (
    <CompanyShell>{children}</CompanyShell>
  );
}

function CompanyShell({ children }: { children: ReactNode }) {
  const inbox = useInbox();
  return (
    <RouteTableShell
      appTitle="保函通 · 担保公司端"
      routes={routes}
      imageHost={runtimeConfig.imageHost}
      user={shownUser}
      paths={{
        messages: '/message/index',
        changeMobile: '/account/mobile',
        changePassword: '/account/password',
      }}
      inbox={inbox}
      // Revokes the token on the server; the shell clears the local session whatever the call answers.
      logout={() => api.call(companyLogout, {}, { silent: true })}
    >
      {children}
    </RouteTableShell>
  );
}
