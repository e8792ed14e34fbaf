// Keys and certificates in vendor settings: PEM text as given (a literal backslash-n in an
// environment value standing for a line break), or the path of a file holding it.
import { readFileSync } from 'node:fs';

export function pemText(value: string): string {
  return value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8');
}
