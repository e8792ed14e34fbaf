// /account/mobile 修改手机号: the new mobile with an SMS code sent to it, confirmed by the
// current password; the session reloads so the new number shows everywhere.
import { Button, Card, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { companyChangeMobile } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { schemaRule, showSuccess, SmsCodeField, useServerForm, Form } from '@bht/ui';
import { maskMobile, mobileSchema } from '@bht/validators';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import type { ConsoleUserInfo } from '../../app/providers';
import { smsSender } from './send-sms';

interface Values {
  mobile: string;
  code: string;
  password: string;
}

const sendToNewMobile = smsSender('new_mobile');

export default function ChangeMobilePage({ title }: { title: string }) {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const session = useSession();
  const current = (session.userInfo as ConsoleUserInfo | null | undefined)?.company_account.mobile;
  const { submitting: saving, onSubmit: submit } = useServerForm(
    form,
    async ({ mobile, code, password }: Values) => {
      if (mobile.trim() === current) {
        form.setFields({ mobile: { error: { message: '新手机号不能与当前手机号相同' } } });
        return;
      }
      const changed = await api.call(
        companyChangeMobile,
        { mobile, code, password },
        { silent: true },
      );
      showSuccess(`手机号已修改为 ${maskMobile(changed.mobile)}`);
      session.refresh();
      navigate('/index', { replace: true });
    },
    { toast: true },
  );

  return (
    <Card title={title} bordered={false}>
      <Form
        form={form}
        layout="vertical"
        onSubmit={(values) => void submit(values)}
        style={{ maxWidth: 440 }}
      >
        <Form.Item label="当前手机号">
          <Input value={current ? maskMobile(current) : '未绑定'} disabled />
        </Form.Item>
        <Form.Item
          label="新手机号"
          field="mobile"
          rules={[{ required: true, message: '请输入新手机号' }, schemaRule(mobileSchema)]}
        >
          <Input
            placeholder="请输入新手机号"
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
          />
        </Form.Item>
        <SmsCodeField form={form} send={sendToNewMobile} mobile={{ field: 'mobile' }} />
        <Form.Item
          label="登录密码"
          field="password"
          rules={[{ required: true, message: '请输入登录密码' }]}
          extra="为保障账号安全，请输入当前登录密码"
        >
          <Input.Password placeholder="请输入登录密码" autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={saving}>
          确认修改
        </Button>
      </Form>
    </Card>
  );
}
