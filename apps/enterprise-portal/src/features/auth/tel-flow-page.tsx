// /tel/telone, /tel/teltwo, /tel/telthree: change the login mobile.
import { CredentialFlowPage } from './credential-flow';
import { changeMobileFlow } from './credential-flows';

export default function TelFlowPage() {
  return <CredentialFlowPage flow={changeMobileFlow} />;
}
