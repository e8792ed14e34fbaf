// /firm/four: step 4, the seal-authorisation agreement. Preparing renders the document, or answers
// the same one again while it is valid, and texts nothing; the user reads it, asks for the signing
// code (sent to the mobile verified in step 2), agrees and signs, which submits the application.
import {
  endpointQueryKey,
  prepareAgreement,
  sendAgreementCode,
  signAgreement,
} from '@bht/api-client';
import { useIsMobile } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { PreparedDocument } from '../../app/prepared-document';
import { SignWithCodeForm } from '../../app/sign-with-code-form';
import { FirmGuide } from './firm-guide';
import { QueryGate } from './query-gate';
import { useFirmStepDone } from './use-firm-auth-info';

const AGREEMENT = '印章授权协议';

function AgreementStep() {
  const narrow = useIsMobile();
  const done = useFirmStepDone(3);
  const prepared = useQuery({
    queryKey: endpointQueryKey(prepareAgreement, {}),
    queryFn: ({ signal }) => api.call(prepareAgreement, {}, { silent: true, signal }),
    retry: false,
  });
  return (
    <QueryGate query={prepared} loadingTip="正在生成印章授权协议…" errorTitle="协议生成失败">
      {(data) => (
        <>
          <PreparedDocument
            name={AGREEMENT}
            url={data.agreement_url}
            digest={data.digest}
            narrow={narrow}
          />
          <SignWithCodeForm
            name={AGREEMENT}
            mobile={data.mobile}
            resendIn={data.resend_in}
            answeredAt={prepared.dataUpdatedAt}
            sendCode={() =>
              api.call(sendAgreementCode, { sign_id: data.sign_id }, { silent: true })
            }
            sign={async (code) =>
              done(await api.call(signAgreement, { sign_id: data.sign_id, code }, { silent: true }))
            }
            onStale={() => void prepared.refetch()}
            submitLabel="确认签署并提交认证"
          />
        </>
      )}
    </QueryGate>
  );
}

export default function AgreementStepPage({ title }: { title: string }) {
  return (
    <FirmGuide step={3} title={title}>
      {() => <AgreementStep />}
    </FirmGuide>
  );
}
