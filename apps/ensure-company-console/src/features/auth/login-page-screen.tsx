// The console's log-in screen for guarantee-company accounts and platform operators (account name +
// password; for a locked account, the mobile it is bound to and the unlock SMS code). It needs
// neither the router, the query cache nor zod (its calls go by their addresses), so a first visit
// to /login loads none (main.tsx, docs/benchmarks.md).
import {
  ApiError,
  companyLoginAddress,
  sendSmsAddress,
  type companyLogin,
  type sendSms,
} from '@bht/api-client';
import { LoginPanel, type LoginNavigation, type LoginUnlock } from '@bht/ui';
import { accountKindOf, rememberAccountKind } from '../../app/account-kind';
import { api } from '../../app/api';

// A console name is not a mobile: the user types the one the locked message hints at (138****0000).
const unlock: LoginUnlock = {
  isLocked: (error) => error instanceof ApiError && error.isAccountLocked,
  sendCode: async ({ mobile }) =>
    (await api.send<typeof sendSms>(sendSmsAddress, { mobile, scene: 'unlock' }, { silent: true }))
      .resend_in,
  askMobile: true,
};

export default function LoginScreen({ Link, finish }: LoginNavigation) {
  return (
    <LoginPanel
      title="保函通 · 担保公司登录"
      subtitle="订单审核、签章出函与保函管理"
      accountLabel="账号"
      accountPlaceholder="请输入机构账号"
      onSubmit={async (values) => {
        const result = await api.send<typeof companyLogin>(companyLoginAddress, values, {
          silent: true,
        });
        // Operators log in here too: remembered beside the token, their session loads with their own call.
        rememberAccountKind(accountKindOf(result.account.auth_json));
        return finish(result.token);
      }}
      unlock={unlock}
      footer={
        <>
          <Link to="/forgetpass">忘记密码？</Link>
          <Link to="/policies">平台服务政策</Link>
        </>
      }
    />
  );
}
