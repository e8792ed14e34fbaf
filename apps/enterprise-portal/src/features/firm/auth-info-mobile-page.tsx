// /firm/min-toview: the same authentication info laid out for phones.
import { AuthInfoView } from './auth-info-view';

export default function AuthInfoMobilePage() {
  return <AuthInfoView layout="mobile" />;
}
