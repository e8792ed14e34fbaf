// /firm/toview: authentication info (wide layout).
import { AuthInfoView } from './auth-info-view';

export default function AuthInfoPage() {
  return <AuthInfoView layout="desktop" />;
}
