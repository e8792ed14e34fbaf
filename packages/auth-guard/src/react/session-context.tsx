// Session state for React: the app supplies how to load the user info; the guard and menus read it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { GuardSession, GuardUserInfo } from '../decide-navigation';
import { parsePermissions } from '../permissions';
import { clearToken, getToken } from '../token';

export interface LoadedSession<U extends GuardUserInfo = GuardUserInfo> {
  userInfo: U | null;
  /** auth_json of the account (comma list). */
  authJson: string;
}

export interface SessionState<U extends GuardUserInfo = GuardUserInfo> extends GuardSession {
  status: 'anonymous' | 'loading' | 'ready' | 'error';
  userInfo?: U | null;
  error?: unknown;
  /** Reload after log-in, log-out or a profile change. */
  refresh(): void;
  /** Clear the token and the session (log-out). */
  reset(): void;
}

const SessionContext = createContext<SessionState | null>(null);

/** A call that never reached the server (the api-client's errors carry `httpStatus: null` then). */
const neverReachedServer = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { httpStatus?: unknown }).httpStatus === null;

/** Wait before the one retry of a user-info call that never reached the server. */
const SESSION_RETRY_MS = 1000;

export interface SessionProviderProps<U extends GuardUserInfo> {
  loadSession: () => Promise<LoadedSession<U>>;
  children: ReactNode;
}

export function SessionProvider<U extends GuardUserInfo>({
  loadSession,
  children,
}: SessionProviderProps<U>) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<Omit<SessionState<U>, 'refresh' | 'reset'>>(() => ({
    status: getToken() ? 'loading' : 'anonymous',
    token: getToken(),
    permissions: new Set(),
  }));

  useEffect(() => {
    const token = getToken();
    if (!token) {
      setState({ status: 'anonymous', token: undefined, permissions: new Set() });
      return;
    }
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    setState((s) => ({ ...s, status: 'loading', token, userInfo: undefined }));
    // A call cut off before the server answered (a network blip, or the page navigating away
    // while it was in flight) is tried once more rather than ending a valid session.
    const tryOnceMore = (error: unknown) =>
      neverReachedServer(error)
        ? new Promise<void>((resolve) => (retry = setTimeout(resolve, SESSION_RETRY_MS))).then(
            loadSession,
          )
        : Promise.reject(error);
    loadSession()
      .catch(tryOnceMore)
      .then(
        (loaded) =>
          !cancelled &&
          setState({
            status: 'ready',
            token,
            userInfo: loaded.userInfo,
            permissions: parsePermissions(loaded.authJson),
          }),
        // Spec §8: a failed user-info call resets the token and goes back to log-in.
        (error: unknown) => {
          if (cancelled) return;
          clearToken();
          setState({
            status: 'error',
            token: undefined,
            userInfo: null,
            permissions: new Set(),
            error,
          });
        },
      );
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [loadSession, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const reset = useCallback(() => {
    clearToken();
    setVersion((v) => v + 1);
  }, []);
  const value = useMemo(
    () => ({ ...state, refresh, reset }) as SessionState,
    [state, refresh, reset],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession<U extends GuardUserInfo = GuardUserInfo>(): SessionState<U> {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session as SessionState<U>;
}
