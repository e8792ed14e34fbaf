// /firm/four: step 4, the seal-authorisation agreement. The server prepares the document; the
// user reads it, agrees, and signs with an SMS code (scene sign), which submits the application.
import { Alert, Button, Checkbox, Form, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { endpointQueryKey, prepareAgreement, sendSms, signAgreement, type ResponseOf } from '@bht/api-client';
import { MOBILE_BREAKPOINT, resolveImageUrl, ResultPage, useViewportWidth } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { api, runtimeConfig } from '../../app/api';
import { FirmGuide } from './firm-guide';
import { SmsCodeField } from './sms-code-field';
import { useFirmStepDone } from './use-firm-auth-info';
import { useStepForm } from './use-step-form';

type PreparedAgreement = ResponseOf<typeof prepareAgreement>;

interface SignValues {
  agreed: boolean;
  code: string;
}

const maskMobile = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

function AgreementDocument({ prepared }: { prepared: PreparedAgreement }) {
  const narrow = useViewportWidth() < MOBILE_BREAKPOINT;
  const url = resolveImageUrl(prepared.agreement_url, runtimeConfig.imageHost);
  return (
    <section aria-label="印章授权协议" style={{ marginBottom: 16 }}>
      {/* Phone browsers rarely show a PDF inline: there the link is the way to read it. */}
      {!narrow && <iframe src={url} title="印章授权协议" style={{ width: '100%', height: 480, border: '1px solid #e5e6eb', borderRadius: 4 }} />}
      <p style={{ margin: '8px 0 0' }}>
        <a href={url} target="_blank" rel="noreferrer">
          {narrow ? '查看《印章授权协议》' : '在新窗口打开《印章授权协议》'}
        </a>
      </p>
      <p style={{ margin: '4px 0 0', fontSize: 12, color: '#86909C', wordBreak: 'break-all' }}>文件摘要：{prepared.digest}</p>
    </section>
  );
}

function SignForm({ prepared }: { prepared: PreparedAgreement }) {
  const [form] = Form.useForm<SignValues>();
  const done = useFirmStepDone(3);
  const { submitting, error, onSubmit } = useStepForm(form, async ({ code }) => {
    done(await api.call(signAgreement, { sign_id: prepared.sign_id, code: code.trim() }, { silent: true }));
  });
  return (
    <Form<SignValues> form={form} layout="vertical" style={{ maxWidth: 480 }} initialValues={{ agreed: false, code: '' }} onSubmit={onSubmit}>
      <Form.Item
        field="agreed"
        triggerPropName="checked"
        rules={[{ validator: (value: unknown, callback: (error?: string) => void) => callback(value ? undefined : '请先阅读并同意《印章授权协议》') }]}
      >
        <Checkbox>我已阅读并同意《印章授权协议》</Checkbox>
      </Form.Item>
      <SmsCodeField extra={`验证码将发送至 ${maskMobile(prepared.mobile)}`} onSend={() => api.call(sendSms, { mobile: prepared.mobile, scene: 'sign' })} />
      {error && <Alert type="error" content={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={submitting} long>
        确认签署并提交认证
      </Button>
    </Form>
  );
}

function AgreementStep() {
  // Preparing creates the document to sign: once per visit, never retried behind the user's back.
  const prepared = useQuery({
    queryKey: endpointQueryKey(prepareAgreement, {}),
    queryFn: () => api.call(prepareAgreement, {}, { silent: true }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (prepared.isPending) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip="正在生成印章授权协议…" />
      </div>
    );
  }
  if (prepared.isError) {
    return (
      <ResultPage
        status="error"
        title="协议生成失败"
        description={prepared.error.message}
        actions={<Button type="primary" onClick={() => void prepared.refetch()}>重试</Button>}
      />
    );
  }
  return (
    <>
      <AgreementDocument prepared={prepared.data} />
      <SignForm prepared={prepared.data} />
    </>
  );
}

export default function AgreementStepPage({ title }: { title: string }) {
  return <FirmGuide step={3} title={title}>{() => <AgreementStep />}</FirmGuide>;
}
