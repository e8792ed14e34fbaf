// /login: mobile + password; on success the token goes into the cookie and the user returns to
// ?redirect= (or home, where the guard applies the authentication rules).
import { endpointQueryOptions, getContactSettings, login } from '@bht/api-client';
import { setToken } from '@bht/auth-guard';
import { useSession } from '@bht/auth-guard/react';
import { isMobile } from '@bht/validators';
import { ContactWidget, LoginPanel } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, runtimeConfig } from '../../app/api';

/** Only same-site paths are followed after log-in (no open redirect). */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const contact = useQuery(endpointQueryOptions(api, getContactSettings, {}));

  return (
    <LoginPanel
      title="保函通 · 企业登录"
      subtitle="投标、履约、农民工工资保函在线申请与管理"
      accountLabel="手机号"
      validateAccount={(value) => (isMobile(value) ? null : '请输入正确的手机号')}
      onSubmit={async (values) => {
        const result = await api.call(login, values, { silent: true });
        setToken(result.token);
        session.refresh();
        navigate(safeRedirect(params.get('redirect')), { replace: true });
      }}
      footer={
        <>
          <Link to="/register">注册企业账号</Link>
          <Link to="/forgetpass">忘记密码？</Link>
        </>
      }
      aside={
        contact.data && (
          <ContactWidget tel={contact.data.wc_tel} wechatQr={contact.data.wc_wechatewm} consultLink={contact.data.wc_kfqq} imageHost={runtimeConfig.imageHost} />
        )
      }
    />
  );
}
