// The sandbox test CA for the OFD e-seal: an SM2 root (also the seal maker) and one SM2 signing
// certificate per guarantor, every name marked （仅供测试） so nobody takes them for real ones.
import { generateSm2KeyPair } from '@bht/national-crypto';
import type { SmKey } from './e-seal';
import { issueSm2Certificate } from './sm2-certificate';

export const TEST_MARK = '（仅供测试）';
const ORGANIZATION = `保函通沙箱${TEST_MARK}`;
const ROOT_NAME = { commonName: `保函通 SM2 测试根证书${TEST_MARK}`, organization: ORGANIZATION };
const YEAR_MS = 365 * 86_400_000;

/** A self-signed SM2 root valid for 20 years from `now`. */
export function newTestRoot(now: Date): SmKey {
  const { privateKey, publicKey } = generateSm2KeyPair();
  const certificate = issueSm2Certificate({
    subject: ROOT_NAME,
    issuer: ROOT_NAME,
    publicKey,
    issuerPrivateKey: privateKey,
    notBefore: now,
    notAfter: new Date(now.getTime() + 20 * YEAR_MS),
    ca: true,
  });
  return { certificate, privateKey };
}

/** A guarantor's SM2 signing certificate from `root`, valid for 5 years from `now`. */
export function newTestSigner(root: SmKey, guarantor: string, now: Date): SmKey {
  const { privateKey, publicKey } = generateSm2KeyPair();
  const certificate = issueSm2Certificate({
    subject: { commonName: `${guarantor} 电子印章${TEST_MARK}`, organization: ORGANIZATION },
    issuer: ROOT_NAME,
    publicKey,
    issuerPrivateKey: root.privateKey,
    notBefore: now,
    notAfter: new Date(now.getTime() + 5 * YEAR_MS),
    ca: false,
  });
  return { certificate, privateKey };
}
