// Turns an app's route table into react-router route objects: every path goes through the
// guard, protected pages render inside the app's layout, and every page is lazy-loaded; every
// route can read the table (useRouteTable).
import type { ComponentType, ReactNode } from 'react';
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
  /**
   * Shown while the first page's module loads: the router renders nothing until then and, without
   * it, warns (No `HydrateFallback` element) on every page load.
   */
  hydrateFallback: ReactNode;
}

function toRoute(route: AppRoute, placeholder: GuardedRoutesOptions['placeholder']): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      const { default: Page } = await (route.page ?? placeholder)();
      return { element: <Page title={route.title} /> };
    },
  };
}

export function guardedRoutes({
  table,
  Layout,
  placeholder,
  hydrateFallback,
  ...guard
}: GuardedRoutesOptions): RouteObject[] {
  return [
    {
      hydrateFallbackElement: hydrateFallback,
      element: (
        <RouteTableProvider table={table}>
          <RequireAuth table={table} {...guard}>
            <Outlet />
          </RequireAuth>
        </RouteTableProvider>
      ),
      children: [
        ...table.filter((r) => r.public).map((r) => toRoute(r, placeholder)),
        {
          element: (
            <Layout>
              <Outlet />
            </Layout>
          ),
          children: table.filter((r) => !r.public).map((r) => toRoute(r, placeholder)),
        },
        // Unknown paths and `/` reach the guard, which redirects them (→ /404, → home).
        { path: '*', element: null },
      ],
    },
  ];
}
