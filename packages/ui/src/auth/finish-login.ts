// What both apps do after a successful log-in: keep the token, reload the session and return
// to ?redirect= (same-site paths only) or home, where the guard applies its rules.
import { setToken } from '@bht/auth-guard';
import { useSession } from '@bht/auth-guard/react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** Only same-site paths are followed after log-in (no open redirect). */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function useFinishLogin(): (token: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  return (token) => {
    setToken(token);
    session.refresh();
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
