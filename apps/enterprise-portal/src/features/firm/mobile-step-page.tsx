// /firm/two: step 2, the enterprise's contact mobile confirmed by an SMS code (scene firm_mobile).
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { verifyFirmMobile, type UserInfo } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { Alert, schemaRule, SmsCodeField, useServerForm, Form } from '@bht/ui';
import { isMobile, mobileSchema } from '@bht/validators';
import { api } from '../../app/api';
import { FirmGuide } from './firm-guide';
import { smsSender } from '../auth/fields/send-sms';
import { useFirmStepDone, type FirmAuthInfo } from './use-firm-auth-info';

interface MobileValues {
  mobile: string;
  code: string;
}

function MobileForm({ info }: { info: FirmAuthInfo }) {
  const [form] = Form.useForm<MobileValues>();
  const account = (useSession().userInfo as UserInfo | null | undefined)?.account;
  const done = useFirmStepDone(1);
  const {
    submitting,
    message: error,
    onSubmit,
  } = useServerForm(form, async (values) => {
    done(
      await api.call(
        verifyFirmMobile,
        { mobile: values.mobile.trim(), code: values.code.trim() },
        { silent: true },
      ),
    );
  });

  return (
    <Form<MobileValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{
        mobile: info.identity?.mobile || (isMobile(account) ? account : ''),
        code: '',
      }}
      onSubmit={(values) => void onSubmit(values)}
    >
      <Form.Item
        label="手机号"
        field="mobile"
        extra="用于接收认证及保函业务通知，请填写法定代表人或经办人本人手机号"
        rules={[{ required: true, message: '请输入手机号' }, schemaRule(mobileSchema)]}
      >
        <Input placeholder="11 位手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <SmsCodeField form={form} send={smsSender('firm_mobile')} mobile={{ field: 'mobile' }} />
      {error && <Alert type="error" content={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={submitting} long>
        下一步
      </Button>
    </Form>
  );
}

export default function MobileStepPage({ title }: { title: string }) {
  return (
    <FirmGuide step={1} title={title}>
      {(info) => <MobileForm info={info} />}
    </FirmGuide>
  );
}
