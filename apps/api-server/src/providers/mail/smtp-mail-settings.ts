// The SMTP mail adapter's settings from the environment (docs/providers.md, "Mail: SMTP"). One URL
// carries the server, the TLS mode and the log-in, so a relay is configured in one line; problem
// lines name the variable and never repeat a value (the URL holds the password).
import { settingsLines } from '../settings-lines';
import type { Env, SettingsReading } from '../vendors';

/** How the connection is protected: TLS from the start (smtps), STARTTLS required (smtp), or none (tests only). */
export type SmtpTls = 'implicit' | 'starttls' | 'off';

export interface SmtpMailSettings {
  host: string;
  port: number;
  tls: SmtpTls;
  user: string;
  password: string;
  /** The sender: the address, and the display name shown to recipients when given. */
  from: { address: string; name?: string };
  timeoutMs: number;
}

const SMTP_URL_EXAMPLE = 'smtps://user%40example.com:password@smtp.example.com:465';
const DEFAULT_PORT = { implicit: 465, starttls: 587, off: 25 } as const;
/** One address, as SMTP relays take it in MAIL FROM (no spaces, quotes or brackets). */
const ADDRESS = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;

function readSmtpUrl(text: string, problem: (line: string) => void) {
  const url = URL.parse(text);
  const scheme = url?.protocol;
  if (!url || (scheme !== 'smtp:' && scheme !== 'smtps:')) {
    problem(`SMTP_URL: expected smtps:// (TLS) or smtp:// (STARTTLS), e.g. ${SMTP_URL_EXAMPLE}`);
    return undefined;
  }
  const plain = url.search === '?tls=off';
  if ((url.search && !(plain && scheme === 'smtp:')) || !['', '/'].includes(url.pathname)) {
    problem('SMTP_URL: no path, and no query but ?tls=off for a plain smtp:// test server');
    return undefined;
  }
  let user = '';
  let password = '';
  try {
    user = decodeURIComponent(url.username);
    password = decodeURIComponent(url.password);
  } catch {
    problem('SMTP_URL: the user name or password is not properly percent-encoded');
    return undefined;
  }
  if (!url.hostname || !user || !password) {
    problem(`SMTP_URL: needs the server, a user name and a password, e.g. ${SMTP_URL_EXAMPLE}`);
    return undefined;
  }
  const tls: SmtpTls = scheme === 'smtps:' ? 'implicit' : plain ? 'off' : 'starttls';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : DEFAULT_PORT[tls],
    tls,
    user,
    password,
  };
}

/** `noreply@example.com` or `保函通 <noreply@example.com>`. */
function readFrom(text: string, problem: (line: string) => void) {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(text);
  const address = (named ? named[2]! : text).trim();
  const name = named?.[1]?.trim().replace(/^"(.*)"$/, '$1');
  if (!ADDRESS.test(address) || (named && !name)) {
    problem(
      'MAIL_FROM: expected an address such as noreply@example.com or 保函通 <noreply@example.com>',
    );
    return undefined;
  }
  return name ? { address, name } : { address };
}

export function readSmtpMailSettings(env: Env): SettingsReading<SmtpMailSettings> {
  const lines = settingsLines(env);
  const urlText = lines.required('SMTP_URL', `the relay with its log-in, e.g. ${SMTP_URL_EXAMPLE}`);
  const server = urlText ? readSmtpUrl(urlText, lines.problem) : undefined;
  const fromText = lines.required('MAIL_FROM', 'the sender, e.g. 保函通 <noreply@example.com>');
  const from = fromText ? readFrom(fromText, lines.problem) : undefined;
  const timeoutMs = lines.milliseconds('SMTP_TIMEOUT_MS');
  return lines.reading(() => ({ ...server!, from: from!, timeoutMs }));
}
