// What the message log keeps of a body (docs/trading-platforms.md, "The message log"): everything
// but signatures, keys, IVs, digital envelopes, secrets, passwords, tokens and ID-card numbers,
// whose values are masked wherever they sit in the body.
const MASK = '***';

/** Names masked whole (case-insensitive): the envelope's signature and key material. */
const SECRET_NAMES = new Set(['sign', 'key', 'iv', 'sm4key', 'sm4iv']);
/** Names masked when they contain one of these (applicantIdCard, appSecret, digitalenvelope…). */
const SECRET_PARTS = ['signature', 'secret', 'envelope', 'idcard', 'password', 'token', 'private'];

export function isSecretField(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_NAMES.has(lower) || SECRET_PARTS.some((part) => lower.includes(part));
}

/** A copy of `value` with every secret field's value masked, at any depth. */
export function redactPlatformBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactPlatformBody);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [
      name,
      isSecretField(name) && inner !== null && inner !== '' ? MASK : redactPlatformBody(inner),
    ]),
  );
}
