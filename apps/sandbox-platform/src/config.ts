// The sandbox platform's configuration from the environment, each value defaulting to the public
// demo values (demo-defaults.ts) the API's seed registers.
import {
  DEMO_EPOINT_PLATFORM,
  DEMO_JIANGXI_PLATFORM,
  SANDBOX_PLATFORM_DEFAULT_PORT,
  type DemoCredentials,
} from './demo-defaults';

export interface JiangxiPlatformConfig {
  code: string;
  toUs: DemoCredentials;
  toPlatform: DemoCredentials;
  productNo: string;
}

export interface EpointPlatformConfig {
  code: string;
  toUs: DemoCredentials;
  toPlatform: DemoCredentials;
  /** The guarantor's SM2 public key: wraps each application's `applydata` key. */
  guarantorPublicKey: string;
  platformSm2: { privateKey: string; publicKey: string };
}

export interface SandboxPlatformConfig {
  host: string;
  port: number;
  /** How others (the API fetching claim files, a browser) reach this server. */
  publicUrl: string;
  /** Our API's base URL: the fake pushes to `{apiBase}/open/<dialect>/<code>/…`. */
  apiBase: string;
  jiangxi: JiangxiPlatformConfig;
  epoint: EpointPlatformConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env): SandboxPlatformConfig {
  const text = (name: string, fallback: string) =>
    env[`SANDBOX_PLATFORM_${name}`]?.trim() || fallback;
  const port = Number(text('PORT', String(SANDBOX_PLATFORM_DEFAULT_PORT)));
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SANDBOX_PLATFORM_PORT=${env.SANDBOX_PLATFORM_PORT} is not a port`);
  const host = text('HOST', '127.0.0.1');
  const credentials = (prefix: string, fallback: DemoCredentials): DemoCredentials => ({
    appKey: text(`${prefix}_APP_KEY`, fallback.appKey),
    appSecret: text(`${prefix}_APP_SECRET`, fallback.appSecret),
  });
  const jiangxi: JiangxiPlatformConfig = {
    code: text('JX_CODE', DEMO_JIANGXI_PLATFORM.code),
    toUs: credentials('JX_TO_US', DEMO_JIANGXI_PLATFORM.toUs),
    toPlatform: credentials('JX_TO_PLATFORM', DEMO_JIANGXI_PLATFORM.toPlatform),
    productNo: text('JX_PRODUCT_NO', DEMO_JIANGXI_PLATFORM.productNo),
  };
  for (const [name, pair] of [
    ['JX_TO_US', jiangxi.toUs],
    ['JX_TO_PLATFORM', jiangxi.toPlatform],
  ] as const) {
    if (Buffer.byteLength(pair.appSecret) !== 16)
      throw new Error(`SANDBOX_PLATFORM_${name}_APP_SECRET must be 16 bytes (it is the SM4 key)`);
  }
  return {
    host,
    port,
    publicUrl: text('PUBLIC_URL', `http://${host}:${port}`).replace(/\/+$/, ''),
    apiBase: text('API_BASE', 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    jiangxi,
    epoint: {
      code: text('EP_CODE', DEMO_EPOINT_PLATFORM.code),
      toUs: credentials('EP_TO_US', DEMO_EPOINT_PLATFORM.toUs),
      toPlatform: credentials('EP_TO_PLATFORM', DEMO_EPOINT_PLATFORM.toPlatform),
      guarantorPublicKey: text(
        'EP_GUARANTOR_SM2_PUBLIC_KEY',
        DEMO_EPOINT_PLATFORM.guarantorSm2.publicKey,
      ),
      platformSm2: {
        privateKey: text('EP_SM2_PRIVATE_KEY', DEMO_EPOINT_PLATFORM.platformSm2.privateKey),
        publicKey: text('EP_SM2_PUBLIC_KEY', DEMO_EPOINT_PLATFORM.platformSm2.publicKey),
      },
    },
  };
}
