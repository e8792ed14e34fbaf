// Renders routes in a memory router inside an app's providers, for screen tests; returns the
// router so a test can read where navigation went.
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';

export function renderRoutes(
  Providers: ComponentType<{ children: ReactNode }>,
  routes: Array<{ path: string; element: ReactElement }>,
  initialEntry: InitialEntry,
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
