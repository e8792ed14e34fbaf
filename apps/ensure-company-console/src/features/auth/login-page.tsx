// /login inside the router (after a log-out, or a link back from another public page).
import { useRouterLoginNavigation } from '@bht/ui';
import LoginScreen from './login-page-screen';

export default function LoginPage() {
  return <LoginScreen {...useRouterLoginNavigation()} />;
}
