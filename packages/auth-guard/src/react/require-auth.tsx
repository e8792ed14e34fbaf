// The guard element for react-router: runs decideNavigation for the current location and width.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideNavigation, type GuardMessage, type NavigationRequest } from '../decide-navigation';
import type { RouteTable } from '../routes';
import { useSession } from './session-context';

export interface RequireAuthProps {
  table: RouteTable;
  app: NavigationRequest['app'];
  children: ReactNode;
  /** Shown on 403. */
  forbidden: ReactNode;
  /** Shown while the user info loads. */
  pending?: ReactNode;
  /** The app shows the message as a toast (warning 2 s, error 5 s). */
  onMessage?: (message: GuardMessage) => void;
  /** Viewport width; defaults to window.innerWidth, updated on resize. */
  viewportWidth?: number;
}

function useWindowWidth(override?: number): number {
  const [width, setWidth] = useState(
    () => override ?? (typeof window === 'undefined' ? 1280 : window.innerWidth),
  );
  useEffect(() => {
    if (override !== undefined) return setWidth(override);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), 300);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [override]);
  return width;
}

export function RequireAuth({
  table,
  app,
  children,
  forbidden,
  pending = null,
  onMessage,
  viewportWidth,
}: RequireAuthProps) {
  const location = useLocation();
  const session = useSession();
  const width = useWindowWidth(viewportWidth);
  const decision = decideNavigation({
    path: location.pathname + location.search,
    table,
    app,
    session,
    viewportWidth: width,
  });
  const announced = useRef<string | null>(null);

  const redirectKey = decision.type === 'redirect' ? `${location.key}:${decision.to}` : null;
  useEffect(() => {
    if (decision.type !== 'redirect' || announced.current === redirectKey) return;
    announced.current = redirectKey;
    if (decision.clearToken) session.reset();
    if (decision.message) onMessage?.(decision.message);
  }, [decision, redirectKey, onMessage, session]);

  switch (decision.type) {
    case 'allow':
      return <>{children}</>;
    case 'pending':
      return <>{pending}</>;
    case 'forbidden':
      return <>{forbidden}</>;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
}
