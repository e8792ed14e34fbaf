// A local SMTP relay for the mail adapter's tests (docs/providers.md, "Mail: SMTP"): a node:net
// server on 127.0.0.1, plain TCP (the adapter reaches it with `smtp://…?tls=off`; production uses
// smtps:// or STARTTLS). It speaks what a relay answers a client: the 220 greeting, EHLO
// advertising AUTH PLAIN LOGIN, AUTH checked against one user and password (535 otherwise), MAIL
// FROM, RCPT TO (550 for the bounce address), DATA (the raw message kept, dot-unstuffed), RSET,
// NOOP and QUIT. `mode` makes it refuse a command with a given code, or hang (answer nothing) at a
// command. `messages` holds what it accepted; `parseMessage` reads one as the tests need.
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  /** The log-in the message was sent under. */
  user: string;
  mailFrom: string;
  rcptTo: string[];
  /** The message as received (headers and MIME body), dot-unstuffed. */
  raw: string;
}

export type SmtpFakeMode =
  | { kind: 'ok' }
  | { kind: 'refuse'; at: 'MAIL' | 'RCPT' | 'DATA'; code: number }
  | { kind: 'hang'; at: 'greeting' | 'DATA' };

export class SmtpFake {
  readonly messages: ReceivedMail[] = [];
  /** Failed log-ins (the user tried), to check a wrong password reached the server. */
  readonly refusedLogins: string[] = [];
  mode: SmtpFakeMode = { kind: 'ok' };
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly user: string,
    public password: string,
    /** RCPT TO this address answers 550 (no such mailbox). */
    readonly bounceAddress = 'nobody@bounce.example.com',
    /** The AUTH mechanisms EHLO advertises (nodemailer takes PLAIN when offered). */
    readonly authMethods: readonly ('PLAIN' | 'LOGIN')[] = ['PLAIN', 'LOGIN'],
  ) {}

  /** Listens on 127.0.0.1; answers the port. */
  async start(): Promise<number> {
    this.server = createServer((socket) => this.session(socket));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this.port;
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  /** `smtp://user:password@127.0.0.1:port?tls=off`, with another password when given. */
  url(password = this.password): string {
    return `smtp://${encodeURIComponent(this.user)}:${encodeURIComponent(password)}@127.0.0.1:${this.port}?tls=off`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (this.server) await new Promise((resolve) => this.server!.close(resolve));
  }

  private session(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('latin1');
    const reply = (line: string) => void socket.write(`${line}\r\n`);
    const state = {
      user: '',
      mailFrom: '',
      rcptTo: [] as string[],
      data: null as string[] | null,
      login: null as null | { step: 'user' | 'password'; user: string },
    };
    const reset = () => Object.assign(state, { mailFrom: '', rcptTo: [], data: null });
    const hangsAt = (at: string) => this.mode.kind === 'hang' && this.mode.at === at;
    const refusal = (at: string) =>
      this.mode.kind === 'refuse' && this.mode.at === at ? this.mode.code : null;
    const checkLogin = (user: string, password: string) => {
      if (user === this.user && password === this.password) {
        state.user = user;
        return reply('235 2.7.0 Authentication successful');
      }
      this.refusedLogins.push(user);
      reply('535 5.7.8 Authentication credentials invalid');
    };

    const command = (line: string) => {
      if (state.data) {
        if (line !== '.') return void state.data.push(line.startsWith('..') ? line.slice(1) : line);
        const raw = Buffer.from(state.data.join('\r\n'), 'latin1').toString('utf8');
        this.messages.push({
          user: state.user,
          mailFrom: state.mailFrom,
          rcptTo: state.rcptTo,
          raw,
        });
        reset();
        return reply('250 2.0.0 Ok: queued');
      }
      if (state.login) {
        const text = Buffer.from(line, 'base64').toString('utf8');
        if (state.login.step === 'user') {
          state.login = { step: 'password', user: text };
          return reply(`334 ${Buffer.from('Password:').toString('base64')}`);
        }
        const { user } = state.login;
        state.login = null;
        return checkLogin(user, text);
      }
      const verb = line.split(' ', 1)[0]!.toUpperCase();
      const argument = line.slice(verb.length).trim();
      switch (verb) {
        case 'EHLO':
          return reply(
            `250-fake-smtp greets you\r\n250-AUTH ${this.authMethods.join(' ')}\r\n250 8BITMIME`,
          );
        case 'HELO':
          return reply('250 fake-smtp');
        case 'AUTH': {
          const [mechanism = '', initial] = argument.split(' ');
          if (!this.authMethods.includes(mechanism.toUpperCase() as 'PLAIN'))
            return reply('504 5.5.4 Unrecognized authentication type');
          if (mechanism.toUpperCase() === 'LOGIN') {
            state.login = { step: 'user', user: '' };
            return reply(`334 ${Buffer.from('Username:').toString('base64')}`);
          }
          if (!initial) return reply('501 5.5.2 PLAIN needs its initial response');
          const [, user = '', password = ''] = Buffer.from(initial, 'base64')
            .toString('utf8')
            .split('\0');
          return checkLogin(user, password);
        }
        case 'MAIL': {
          if (!state.user) return reply('530 5.7.0 Authentication required');
          const code = refusal('MAIL');
          if (code) return reply(`${code} sender refused`);
          state.mailFrom = /<([^>]*)>/.exec(argument)?.[1] ?? '';
          return reply('250 2.1.0 Ok');
        }
        case 'RCPT': {
          if (!state.mailFrom) return reply('503 5.5.1 Need MAIL command');
          const to = /<([^>]*)>/.exec(argument)?.[1] ?? '';
          if (to.toLowerCase() === this.bounceAddress.toLowerCase())
            return reply('550 5.1.1 Recipient address rejected: User unknown');
          const code = refusal('RCPT');
          if (code) return reply(`${code} recipient refused`);
          state.rcptTo.push(to);
          return reply('250 2.1.5 Ok');
        }
        case 'DATA': {
          if (state.rcptTo.length === 0) return reply('503 5.5.1 Need RCPT command');
          if (hangsAt('DATA')) return;
          const code = refusal('DATA');
          if (code) return reply(`${code} message refused`);
          state.data = [];
          return reply('354 End data with <CR><LF>.<CR><LF>');
        }
        case 'RSET':
          reset();
          return reply('250 2.0.0 Ok');
        case 'NOOP':
          return reply('250 2.0.0 Ok');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          return void socket.end();
        default:
          return reply('502 5.5.2 Command not recognized');
      }
    };

    let buffered = '';
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        command(line);
      }
    });
    if (!hangsAt('greeting')) reply('220 fake-smtp ESMTP ready');
  }
}

export interface ParsedMail {
  headers: Record<string, string>;
  /** The text part. */
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuoted(text.replace(/_/g, ' ')),
    );
}

const decodeQuoted = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Splits a MIME entity into its (unfolded, lower-case named, decoded) headers and its body. */
function entity(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A header parameter, with RFC 2231 continuations (`filename*0*=utf-8''%E7…; filename*1=…`) joined. */
function parameter(header: string | undefined, name: string): string | undefined {
  const segments: string[] = [];
  let extended = false;
  for (const [, key, index, star, quoted, bare] of (header ?? '').matchAll(
    /;\s*([\w-]+)(?:\*(\d+))?(\*)?=(?:"([^"]*)"|([^;\s]*))/g,
  )) {
    if (key!.toLowerCase() !== name) continue;
    segments[Number(index ?? 0)] = quoted ?? bare ?? '';
    if (star && (index ?? '0') === '0') extended = true;
  }
  if (segments.length === 0) return undefined;
  const joined = segments.join('');
  return extended ? decodeURIComponent(joined.replace(/^[\w-]*'[\w-]*'/, '')) : joined;
}

function bodyOf(headers: Record<string, string>, body: string): Buffer {
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuoted(body), 'utf8');
  return Buffer.from(body, 'utf8');
}

/** The received message's headers, text part and attachments (what the tests check). */
export function parseMessage(raw: string): ParsedMail {
  const { headers, body } = entity(raw);
  const boundary = parameter(headers['content-type'], 'boundary');
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => entity(part.replace(/^\r\n/, '').replace(/\r\n$/, '')))
    : [{ headers, body }];
  const mail: ParsedMail = { headers, text: '', attachments: [] };
  for (const part of parts) {
    const disposition = part.headers['content-disposition'] ?? '';
    if (/^attachment/i.test(disposition))
      mail.attachments.push({
        filename: parameter(disposition, 'filename') ?? '',
        contentType: (part.headers['content-type'] ?? '').split(';')[0]!,
        content: bodyOf(part.headers, part.body),
      });
    else if (/^text\/plain/i.test(part.headers['content-type'] ?? ''))
      mail.text = bodyOf(part.headers, part.body).toString('utf8');
  }
  return mail;
}
