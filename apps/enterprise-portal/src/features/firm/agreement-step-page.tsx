// /firm/four: step 4, the seal-authorisation agreement. Preparing renders the document and texts
// the signing code (scene sign) to the mobile verified in step 2; the user reads, agrees and signs
// with the code, which submits the application. Another code means preparing again.
import { Alert, Button, Checkbox, Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import { endpointQueryKey, prepareAgreement, signAgreement, type ResponseOf } from '@bht/api-client';
import { MOBILE_BREAKPOINT, SMS_COUNTDOWN_SECONDS, SmsCodeField, useServerForm, useViewportWidth } from '@bht/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { PreparedDocument } from '../../app/prepared-document';
import { FirmGuide } from './firm-guide';
import { QueryGate } from './query-gate';
import { useFirmStepDone } from './use-firm-auth-info';

type PreparedAgreement = ResponseOf<typeof prepareAgreement>;

const preparedKey = endpointQueryKey(prepareAgreement, {});
/** A prepared agreement is kept as long as its signing code is valid (5 minutes). */
const SIGN_CODE_VALID_MS = 5 * 60_000;

interface SignValues {
  agreed: boolean;
  code: string;
}

function SignForm({ prepared, preparedAt }: { prepared: PreparedAgreement; preparedAt: number }) {
  const [form] = Form.useForm<SignValues>();
  const queryClient = useQueryClient();
  const done = useFirmStepDone(3);
  const { submitting, message: error, onSubmit } = useServerForm(form, async ({ code }) => {
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
      <SmsCodeField
        form={form}
        mobile={{ value: prepared.mobile }}
        extra={`验证码已发送至 ${prepared.mobile}，5 分钟内有效`}
        initialCountdown={Math.max(0, Math.ceil(SMS_COUNTDOWN_SECONDS - (Date.now() - preparedAt) / 1000))}
        // Re-preparing the agreement texts a new signing code (and a new sign_id).
        send={async () => queryClient.setQueryData(preparedKey, await api.call(prepareAgreement, {}, { silent: true }))}
      />
      {error && <Alert type="error" content={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={submitting} long>
        确认签署并提交认证
      </Button>
    </Form>
  );
}

function AgreementStep() {
  const narrow = useViewportWidth() < MOBILE_BREAKPOINT;
  // Preparing texts a code: never repeated behind the user's back, kept while the code is valid.
  const prepared = useQuery({
    queryKey: preparedKey,
    queryFn: () => api.call(prepareAgreement, {}, { silent: true }),
    staleTime: SIGN_CODE_VALID_MS,
    gcTime: SIGN_CODE_VALID_MS,
    retry: false,
  });
  return (
    <QueryGate query={prepared} loadingTip="正在生成印章授权协议…" errorTitle="协议生成失败">
      {(data) => (
        <>
          <PreparedDocument name="印章授权协议" url={data.agreement_url} digest={data.digest} narrow={narrow} />
          <SignForm prepared={data} preparedAt={prepared.dataUpdatedAt} />
        </>
      )}
    </QueryGate>
  );
}

export default function AgreementStepPage({ title }: { title: string }) {
  return <FirmGuide step={3} title={title}>{() => <AgreementStep />}</FirmGuide>;
}
