// What both apps do after a successful log-in inside the router: keep the token, reload the
// session and return to ?redirect= (same-site paths only) or home, where the guard applies its rules.
import { setToken } from '@bht/auth-guard';
import { useSession } from '@bht/auth-guard/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginNavigation } from './login-navigation';
import { safeRedirect } from './safe-redirect';

function useFinishLogin(): (token: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  return (token) => {
    setToken(token);
    session.refresh();
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}

/** A log-in screen's navigation when it is the router's /login page. */
export function useRouterLoginNavigation(): LoginNavigation {
  return { Link, finish: useFinishLogin() };
}
