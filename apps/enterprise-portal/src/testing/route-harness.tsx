// Shared by the feature test kits: mount one page inside the app's providers with a catch-all
// route that shows where the page navigated, and read what the API stub saw.
import { useSession } from '@bht/auth-guard/react';
import { renderRoutes } from '@bht/vitest-config/render-routes';
import { screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** Like the route guard for protected pages: render once the session (user info) has loaded. */
function SessionReady({ children }: { children: ReactNode }) {
  return useSession().userInfo ? <>{children}</> : null;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Renders `page` at `url` (path with query); any other path shows itself in `where`. */
export async function renderWithWhere(
  url: string,
  page: ReactElement,
  { routePath = url.split(/[?#]/)[0]!, session = true } = {},
) {
  const { Providers } = await import('../app/providers');
  return renderRoutes(
    Providers,
    [
      { path: routePath, element: session ? <SessionReady>{page}</SessionReady> : page },
      { path: '*', element: <Where /> },
    ],
    url,
  );
}

export const whereNow = () => screen.findByTestId('where');

/** The stub's log lines (`METHOD /path?query body`) for `path`, query string ignored. */
export const requestsTo = (seen: readonly string[], path: string) =>
  seen.filter((line) => line.split(' ')[1]?.split('?')[0] === path);

/** The error shown on the form item labelled `label`, or null. */
export function fieldError(label: string): string | null {
  const [labelElement] = screen.getAllByText(
    (_, el) => el?.tagName === 'LABEL' && el.textContent?.replace(/[\s*]/g, '') === label,
  );
  return (
    labelElement?.closest('.arco-form-item')?.querySelector('[role="alert"]')?.textContent ?? null
  );
}
