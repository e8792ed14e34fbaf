// The portal's log-in screen: mobile + password (and, for a locked account, the unlock SMS code
// texted to that mobile), then ?redirect= (or home, where the guard applies the authentication
// rules); the service contacts below. It needs neither the router, the query cache nor zod (its
// calls go by their addresses), so a first visit to /login loads none (main.tsx, docs/benchmarks.md).
import {
  ApiError,
  getContactSettingsAddress,
  loginAddress,
  sendSmsAddress,
  type getContactSettings,
  type login,
  type ResponseOf,
  type sendSms,
} from '@bht/api-client';
import { isMobile } from '@bht/validators';
import { ContactWidget, LoginPanel, type LoginNavigation, type LoginUnlock } from '@bht/ui';
import { useEffect, useState } from 'react';
import { api, runtimeConfig } from '../../app/api';

/** The contact settings, loaded once (no query cache on this screen); failures show the usual toast. */
function useContactSettings() {
  const [contact, setContact] = useState<ResponseOf<typeof getContactSettings>>();
  useEffect(() => {
    let shown = true;
    api.send<typeof getContactSettings>(getContactSettingsAddress, {}).then(
      (data) => shown && setContact(data),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return contact;
}

const unlock: LoginUnlock = {
  isLocked: (error) => error instanceof ApiError && error.isAccountLocked,
  // The enterprise account is its mobile.
  sendCode: async ({ account }) =>
    (
      await api.send<typeof sendSms>(
        sendSmsAddress,
        { mobile: account, scene: 'unlock' },
        { silent: true },
      )
    ).resend_in,
};

export default function LoginScreen({ Link, finish }: LoginNavigation) {
  const contact = useContactSettings();
  return (
    <LoginPanel
      title="保函通 · 企业登录"
      subtitle="投标、履约、农民工工资保函在线申请与管理"
      accountLabel="手机号"
      validateAccount={(value) => (isMobile(value) ? null : '请输入正确的手机号')}
      onSubmit={async (values) =>
        finish((await api.send<typeof login>(loginAddress, values, { silent: true })).token)
      }
      unlock={unlock}
      footer={
        <>
          <Link to="/register">注册企业账号</Link>
          <Link to="/forgetpass">忘记密码？</Link>
        </>
      }
      aside={
        contact && (
          <ContactWidget
            tel={contact.wc_tel}
            wechatQr={contact.wc_wechatewm}
            consultLink={contact.wc_kfqq}
            imageHost={runtimeConfig.imageHost}
          />
        )
      }
    />
  );
}
