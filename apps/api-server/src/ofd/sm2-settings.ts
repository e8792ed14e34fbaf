// Production's OFD signing credential from configuration (docs/letters.md, "OFD and the e-seal"):
// OFD_SM2_CERT_PEM (the SM2 signing certificate, PEM) and OFD_SM2_KEY_PEM (its private key, PKCS#8
// or SEC 1 PEM). Either both or neither; without them the sandbox test CA issues one per guarantor,
// which only sandbox providers may use. Newlines may be written as `\n` (one-line environments).
import type { SmKey } from './e-seal';
import { fromPem } from './pem';
import { readSm2Certificate } from './sm2-certificate';
import { sm2PrivateKeyFromPem } from './sm2-private-key';
import { sm2PublicKeyOf } from '@bht/national-crypto';

export const CERT_SETTING = 'OFD_SM2_CERT_PEM';
export const KEY_SETTING = 'OFD_SM2_KEY_PEM';

export type SettingIssue = { setting: string; message: string };

const unfold = (value: string) => value.replace(/\\n/g, '\n');

/** The configured credential, or the issues: one per missing or malformed setting. */
export function readOfdSm2Settings(
  certificatePem: string | undefined,
  keyPem: string | undefined,
): { credential: SmKey | undefined; issues: SettingIssue[] } {
  const cert = certificatePem?.trim();
  const key = keyPem?.trim();
  if (!cert && !key) return { credential: undefined, issues: [] };
  const issues: SettingIssue[] = [];
  let certificate: ReturnType<typeof readSm2Certificate> | undefined;
  let privateKey: string | undefined;
  if (!cert)
    issues.push({
      setting: CERT_SETTING,
      message: `required with ${KEY_SETTING}: the SM2 signing certificate (PEM)`,
    });
  else
    try {
      certificate = readSm2Certificate(fromPem(unfold(cert), 'CERTIFICATE'));
    } catch (error) {
      issues.push({
        setting: CERT_SETTING,
        message: `not an SM2 certificate in PEM (${(error as Error).message})`,
      });
    }
  if (!key)
    issues.push({
      setting: KEY_SETTING,
      message: `required with ${CERT_SETTING}: the certificate's SM2 private key (PEM)`,
    });
  else
    try {
      privateKey = sm2PrivateKeyFromPem(unfold(key));
    } catch (error) {
      issues.push({
        setting: KEY_SETTING,
        message: `not an SM2 private key in PEM (${(error as Error).message})`,
      });
    }
  if (certificate && privateKey && sm2PublicKeyOf(privateKey) !== certificate.publicKey)
    issues.push({
      setting: KEY_SETTING,
      message: `is not the private key of the certificate in ${CERT_SETTING}`,
    });
  if (issues.length || !certificate || !privateKey) return { credential: undefined, issues };
  return { credential: { certificate: certificate.der, privateKey }, issues };
}

/**
 * Without sandbox providers (no test CA) OFD letters need the configured credential: the start-up
 * check of every signing setting (signing/configured-credentials.ts) reports this line.
 */
export function ofdSigningProblem(config: {
  SANDBOX_PROVIDERS: boolean;
  OFD_SM2: SmKey | undefined;
}): string | null {
  return !config.SANDBOX_PROVIDERS && !config.OFD_SM2
    ? `${CERT_SETTING}: required without sandbox providers (with ${KEY_SETTING}): the SM2 certificate OFD letters are sealed with`
    : null;
}
