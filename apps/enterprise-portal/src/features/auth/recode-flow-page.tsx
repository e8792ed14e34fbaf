// /recode/reone, /recode/retwo, /recode/rethree: change the login password.
import { CredentialFlowPage } from './credential-flow';
import { changePasswordFlow } from './credential-flows';

export default function RecodeFlowPage() {
  return <CredentialFlowPage flow={changePasswordFlow} />;
}
