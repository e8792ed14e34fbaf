// The apps' router: while the first page's module loads it shows a loading state, so react-router
// has a HydrateFallback and logs no warning about it (it used to on every page load).
import { RouterProvider } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { createAppRouter } from './app-router';

afterEach(() => vi.restoreAllMocks());

describe('createAppRouter', () => {
  it('shows a loading state while the first lazy page loads, without the HydrateFallback warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    let loaded!: () => void;
    const page = new Promise<void>((resolve) => (loaded = resolve)).then(() => ({
      default: ({ title }: { title: string }) => <h1>{title}</h1>,
    }));
    window.history.replaceState(null, '', '/login');
    const router = createAppRouter({
      routes: [{ path: '/login', title: '登录', public: true, page: () => page }],
      app: 'enterprise',
      shell: async () => ({ default: ({ children }) => <>{children}</> }),
    });
    render(
      <AppProviders loadSession={() => Promise.reject(new Error('anonymous'))}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const warnings = () => warn.mock.calls.flat().join('\n');
    expect(warnings()).not.toMatch(/HydrateFallback/);
    expect(await screen.findByRole('status', { name: '页面加载中' })).toBeInTheDocument();
    loaded();
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(warnings()).not.toMatch(/HydrateFallback/);
  });
});
