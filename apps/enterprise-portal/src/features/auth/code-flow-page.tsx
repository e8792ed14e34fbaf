// /code/one, /code/two, /code/three: the forced password change (public routes).
import { CredentialFlowPage } from './credential-flow';
import { forcedPasswordFlow } from './credential-flows';

export default function CodeFlowPage() {
  return <CredentialFlowPage flow={forcedPasswordFlow} />;
}
