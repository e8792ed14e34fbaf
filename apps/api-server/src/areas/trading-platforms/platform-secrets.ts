// A platform's secrets at rest (appSecrets, our SM2 private key): sealed with the secret box under
// SECRET_BOX_KEY, each bound to its column and the platform's code, so a sealed value copied into
// another row or column does not open. They are opened only to sign, verify or decrypt.
import type { Config } from '../../config';
import { openSecret, sealSecret, secretBoxKey } from '../../crypto/secret-box';
import { platformSecretContext as context, type PlatformSecretColumn } from '../../db/schema';
import type { OpenPlatform, TradingPlatformRow } from './dialect';

export type SecretColumn = PlatformSecretColumn;

const boxKey = (config: Pick<Config, 'SECRET_BOX_KEY'>) => {
  if (!config.SECRET_BOX_KEY) throw new Error('SECRET_BOX_KEY is required for trading platforms');
  return secretBoxKey(config.SECRET_BOX_KEY);
};

export const sealPlatformSecret = (
  config: Pick<Config, 'SECRET_BOX_KEY'>,
  column: SecretColumn,
  code: string,
  plain: string,
) => sealSecret(plain, boxKey(config), context(column, code));

/** The row with its secrets opened; throws when one was sealed under another key or context. */
export function openPlatform(
  config: Pick<Config, 'SECRET_BOX_KEY'>,
  row: TradingPlatformRow,
): OpenPlatform {
  const key = boxKey(config);
  const open = (column: SecretColumn, sealed: string) =>
    openSecret(sealed, key, context(column, row.code));
  return {
    row,
    inboundSecret: open('inbound_app_secret', row.inboundAppSecret),
    outboundSecret: open('outbound_app_secret', row.outboundAppSecret),
    sm2PrivateKey: row.sm2PrivateKey ? open('sm2_private_key', row.sm2PrivateKey) : null,
  };
}
