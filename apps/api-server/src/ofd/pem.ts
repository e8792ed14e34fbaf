// PEM armour for certificates and private keys (RFC 7468).
export function toPem(label: string, der: Uint8Array): string {
  const body = Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd();
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}

/** The DER inside the first PEM block labelled `label`; throws when there is none. */
export function fromPem(pem: string, label: string): Buffer {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`).exec(pem);
  if (!match) throw new Error(`no ${label} PEM block`);
  const body = match[1]!.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw new Error(`the ${label} PEM block is not Base64`);
  return Buffer.from(body, 'base64');
}
