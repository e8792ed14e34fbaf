// /login: mobile + password; on success back to ?redirect= (or home, where the guard applies
// the authentication rules).
import { endpointQueryOptions, getContactSettings, login } from '@bht/api-client';
import { isMobile } from '@bht/validators';
import { ContactWidget, LoginPanel, useFinishLogin } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { api, runtimeConfig } from '../../app/api';

export default function LoginPage() {
  const finishLogin = useFinishLogin();
  const contact = useQuery(endpointQueryOptions(api, getContactSettings, {}));

  return (
    <LoginPanel
      title="保函通 · 企业登录"
      subtitle="投标、履约、农民工工资保函在线申请与管理"
      accountLabel="手机号"
      validateAccount={(value) => (isMobile(value) ? null : '请输入正确的手机号')}
      onSubmit={async (values) => finishLogin((await api.call(login, values, { silent: true })).token)}
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
