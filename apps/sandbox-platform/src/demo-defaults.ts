// The sandbox platform's fixed, public demo values: its port, the two fake platforms' codes, the
// credentials of each direction and the SM2 keys. The API's demo seed registers the same values
// (apps/api-server/src/db/seed-trading-platforms.ts imports this module, and only this one), so
// `npm start` works without configuration. Never use them outside the sandbox: they are public.
// No imports here: the API's bundle takes this file in and nothing else of the fake.

export const SANDBOX_PLATFORM_DEFAULT_PORT = 3300;

/** The guarantor of the demo seed that takes both fake platforms' applications. */
export const DEMO_PLATFORM_GUARANTOR = '江苏信达融资担保有限公司';

/** An appKey / appSecret pair; 江西 secrets are 16 characters (they are the SM4 key). */
export interface DemoCredentials {
  appKey: string;
  appSecret: string;
}

export const DEMO_JIANGXI_PLATFORM = {
  code: 'sandbox-jx',
  name: '江西省公共资源交易平台（沙箱）',
  /** Signs the platform's calls to us (the secret we issue). */
  toUs: { appKey: 'sandbox_jx_platform', appSecret: 'JxSandboxToUs016' },
  /** Signs our calls to the platform (the secret it issues). */
  toPlatform: { appKey: 'sandbox_jx_bht', appSecret: 'JxSandboxToPf016' },
  /** The guarantee product the demo guarantor offers on it (3.1 `productNo`). */
  productNo: 'BHT-XD-TB-001',
} as const;

export const DEMO_EPOINT_PLATFORM = {
  code: 'sandbox-ep',
  name: '新点电子交易平台（沙箱）',
  toUs: { appKey: 'sandbox_ep_platform', appSecret: 'EpSandboxSecretToUs2026' },
  toPlatform: { appKey: 'sandbox_ep_bht', appSecret: 'EpSandboxSecretToPlatform2026' },
  /** Our (the guarantor side's) SM2 key pair: the platform wraps each application's key with it. */
  guarantorSm2: {
    privateKey: 'ff3c6a7da4b025bf86124734a2a7e460990adcb258177c0f1b6df948c139d900',
    publicKey:
      '049bcbf3e83e3e67cf9891af2194b92c6f867a9b7e770aa1facf1b9c8b3f36bc76ff1b6149993873230cb0dfecbbb096df0856fee78d4efe1228130f18031bb5b6',
  },
  /** The platform's own SM2 key pair (downloadpublickey; it unwraps the letter file's key and IV). */
  platformSm2: {
    privateKey: 'b9d3cccb6b759d6ba939f32faacd7e47e80399aa1a6a4453e9b958f531d1eeda',
    publicKey:
      '04a67d2e2010330b87ad9c43c76e869ac7996072c3fe5b6e5998b5e7ebdc0ca5b7186796e4c4c68bae78de4e3a9c617797729de7420a9b38f8ccdf4a2649566692',
  },
} as const;

/** Where the API reaches the fake's endpoints: 江西 appends `jrapi/lg/<name>`, Epoint `<name>`. */
export function sandboxPlatformBaseUrls(origin: string): { jiangxi: string; epoint: string } {
  const root = origin.replace(/\/+$/, '');
  return { jiangxi: root, epoint: `${root}/epoint` };
}
