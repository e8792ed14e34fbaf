// The sandbox trading platform (apps/sandbox-platform) of one stack: started in global-setup's
// process on a port of its own, pushing to that stack's API, and the stack's two seeded platforms
// (sandbox-jx, sandbox-ep) pointed at it. The template database is seeded once, with the base
// URLs of whatever SANDBOX_PLATFORM_URL the seed saw, so each stack's copy is re-pointed through
// the operator's registry (platform.editTradingPlatform), as an operator would.
import { loadConfig } from '@bht/sandbox-platform/config';
import { sandboxPlatformBaseUrls } from '@bht/sandbox-platform/demo-defaults';
import { buildServer } from '@bht/sandbox-platform/server';

export interface SandboxPlatform {
  url: string;
  close(): Promise<void>;
}

/** The fake platform listening on 127.0.0.1:`port`, pushing to the API at `apiUrl`. */
export async function startSandboxPlatform(port: number, apiUrl: string): Promise<SandboxPlatform> {
  const config = loadConfig({
    SANDBOX_PLATFORM_PORT: String(port),
    SANDBOX_PLATFORM_API_BASE: apiUrl,
  });
  const { app } = buildServer(config);
  await app.listen({ host: config.host, port: config.port });
  return { url: config.publicUrl, close: () => app.close() };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface RegisteredPlatform {
  id: number;
  code: string;
  name: string;
  dialect: string;
  base_url: string;
  outbound_app_key: string;
  platform_public_key: string | null;
  settings: Record<string, unknown>;
  guarantors: Array<{ ensure_company_id: number; product_no: string }>;
}

/** The registry of the stack at `apiUrl`, as the platform operator (platform_ops). */
export async function operatorRegistry(apiUrl: string) {
  const call = async <T>(path: string, token: string, fields?: Record<string, string>) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method: fields ? 'POST' : 'GET',
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(fields && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: fields && new URLSearchParams(fields),
    });
    const body = (await res.json()) as Envelope<T>;
    if (body.code !== 1) throw new Error(`${path} answered ${res.status}: ${body.msg}`);
    return body.data;
  };
  const { token } = await call<{ token: string }>('/api/ensure_company/login', '', {
    account: 'platform_ops',
    password: 'Demo@1234',
  });
  return {
    platform: async (code: string) => {
      const found = (
        await call<RegisteredPlatform[]>('/api/platform/getTradingPlatforms', token)
      ).find((p) => p.code === code);
      if (!found) throw new Error(`no trading platform ${code} is registered`);
      return found;
    },
    /** Edits `platform` with `changes`, everything else as registered (the secrets kept). */
    edit: (
      platform: RegisteredPlatform,
      changes: { base_url?: string; settings?: Record<string, unknown> },
    ) =>
      call<RegisteredPlatform>('/api/platform/editTradingPlatform', token, {
        id: String(platform.id),
        name: platform.name,
        base_url: changes.base_url ?? platform.base_url,
        outbound_app_key: platform.outbound_app_key,
        guarantors: JSON.stringify(
          platform.guarantors.map(({ ensure_company_id, product_no }) => ({
            ensure_company_id,
            product_no,
          })),
        ),
        settings: JSON.stringify(changes.settings ?? platform.settings),
        platform_public_key: platform.platform_public_key ?? '',
      }),
  };
}

/** Points the stack's seeded sandbox platforms at the fake listening at `platformUrl`. */
export async function pointSandboxPlatformsAt(apiUrl: string, platformUrl: string): Promise<void> {
  const registry = await operatorRegistry(apiUrl);
  const bases = sandboxPlatformBaseUrls(platformUrl);
  const { jiangxi, epoint } = loadConfig({});
  await registry.edit(await registry.platform(jiangxi.code), { base_url: bases.jiangxi });
  await registry.edit(await registry.platform(epoint.code), { base_url: bases.epoint });
}
