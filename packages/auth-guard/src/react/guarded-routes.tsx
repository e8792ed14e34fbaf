// Turns an app's route table into react-router route objects: every path goes through the
// guard, protected pages render inside the app's layout, and every page is lazy-loaded; every
// route can read the table (useRouteTable).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { RouteEntry } from '../routes';
import { RequireAuth, type RequireAuthProps } from './require-auth';
import { RouteTableProvider } from './route-table-context';

type PageModule = { default: ComponentType<{ title: string }> };

export interface AppRoute extends RouteEntry {
  /** The page module; routes without one render the app's placeholder page. */
  page?: () => Promise<PageModule>;
}

export interface GuardedRoutesOptions extends Omit<RequireAuthProps, 'table' | 'children'> {
  table: readonly AppRoute[];
  /** Wraps every protected page (the logged-in shell). */
  Layout: ComponentType<{ children: ReactNode }>;
  /** Page for routes that have none yet. */
  placeholder: () => Promise<PageModule>;
  /** Shown while a page's module loads for the first page shown (later ones keep the page on screen). */
  pageLoading: ReactNode;
}

function toRoute(route: AppRoute, placeholder: GuardedRoutesOptions['placeholder']): RouteObject {
  const Page = lazy(route.page ?? placeholder);
  return { path: route.path, element: <Page title={route.title} /> };
}

export function guardedRoutes({
  table,
  Layout,
  placeholder,
  pageLoading,
  ...guard
}: GuardedRoutesOptions): RouteObject[] {
  // One boundary per level, above the pages rather than around each: a navigation (a transition)
  // then suspends an already shown boundary, and React keeps the current page until the next loads.
  const pages = (
    <Suspense fallback={pageLoading}>
      <Outlet />
    </Suspense>
  );
  return [
    {
      element: (
        <RouteTableProvider table={table}>
          <RequireAuth table={table} {...guard}>
            {pages}
          </RequireAuth>
        </RouteTableProvider>
      ),
      children: [
        ...table.filter((r) => r.public).map((r) => toRoute(r, placeholder)),
        {
          element: <Layout>{pages}</Layout>,
          children: table.filter((r) => !r.public).map((r) => toRoute(r, placeholder)),
        },
        // Unknown paths and `/` reach the guard, which redirects them (→ /404, → home).
        { path: '*', element: null },
      ],
    },
  ];
}
