// Moving the ports (README): npm start's plan (tooling/scripts/start-plan.mjs) and the apps' Vite
// config follow PORT, PORTAL_PORT and CONSOLE_PORT, and what points at a moved port moves with it.
import { afterEach, describe, expect, it } from 'vitest';
import { startPlan } from '../../../tooling/scripts/start-plan.mjs';
import { appConfig } from '../../../tooling/vite/index.js';

afterEach(() => {
  delete process.env.PORTAL_PORT;
  delete process.env.CONSOLE_PORT;
});

describe('npm start’s ports', () => {
  it('defaults to 3000, 5173 and 5174', () => {
    const plan = startPlan({});
    expect(plan.urls).toEqual({
      api: 'http://127.0.0.1:3000',
      portal: 'http://localhost:5173',
      console: 'http://localhost:5174',
      platform: 'http://127.0.0.1:3300',
    });
    expect(plan.appEnv).toEqual({ VITE_API_BASE: 'http://127.0.0.1:3000' });
    expect(plan.apiEnv.CORS_ORIGINS.split(',')).toEqual(
      expect.arrayContaining(['http://localhost:5173', 'http://127.0.0.1:5174']),
    );
  });

  it('moves the API and both dev servers, and what points at them', () => {
    const plan = startPlan({ PORT: '3100', PORTAL_PORT: '5273', CONSOLE_PORT: ' 5274 ' });
    expect(plan.urls).toEqual({
      api: 'http://127.0.0.1:3100',
      portal: 'http://localhost:5273',
      console: 'http://localhost:5274',
      platform: 'http://127.0.0.1:3300',
    });
    expect(plan.appEnv).toEqual({ VITE_API_BASE: 'http://127.0.0.1:3100' });
    expect(plan.apiEnv).toMatchObject({
      PUBLIC_BASE_URL: 'http://127.0.0.1:3100',
      PORTAL_PUBLIC_URL: 'http://localhost:5273',
    });
    const origins = plan.apiEnv.CORS_ORIGINS.split(',');
    expect(origins).toEqual(
      expect.arrayContaining(['http://localhost:5273', 'http://127.0.0.1:5274']),
    );
    expect(origins).not.toContain('http://localhost:5173');
  });

  it('runs the sandbox trading platform on SANDBOX_PLATFORM_PORT, pointed at the API and registered there', () => {
    expect(startPlan({}).urls.platform).toBe('http://127.0.0.1:3300');
    const plan = startPlan({ PORT: '3100', SANDBOX_PLATFORM_PORT: '3400' });
    expect(plan.platformEnv).toEqual({
      SANDBOX_PLATFORM_PORT: '3400',
      SANDBOX_PLATFORM_API_BASE: 'http://127.0.0.1:3100',
    });
    expect(plan.apiEnv.SANDBOX_PLATFORM_URL).toBe('http://127.0.0.1:3400');
  });

  it('keeps what is set explicitly, and stops on a port that is not one', () => {
    const plan = startPlan({ PORT: '3100', VITE_API_BASE: 'https://api.example.cn' });
    expect(plan.appEnv).toEqual({ VITE_API_BASE: 'https://api.example.cn' });
    expect(() => startPlan({ PORTAL_PORT: '51a73' })).toThrow(
      'PORTAL_PORT=51a73 is not a port (a whole number from 1 to 65535)',
    );
    expect(() => startPlan({ PORT: '70000' })).toThrow(/^PORT=70000 is not a port/);
  });
});

describe('the apps’ Vite config', () => {
  it('puts each dev server on its port variable, else its default', () => {
    expect(appConfig({ app: 'portal', previewPort: 4173 }).server?.port).toBe(5173);
    process.env.PORTAL_PORT = '5273';
    process.env.CONSOLE_PORT = '5274';
    expect(appConfig({ app: 'portal', previewPort: 4173 }).server?.port).toBe(5273);
    expect(appConfig({ app: 'console', previewPort: 4174 }).server?.port).toBe(5274);
  });
});
