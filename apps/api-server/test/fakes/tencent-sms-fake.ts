// A local fake of Tencent Cloud's SendSms (API 3.0, 2021-01-11) on 127.0.0.1: it checks the
// TC3-HMAC-SHA256 signature of each request as Tencent Cloud does, from the received headers and
// body with the known SecretKey (written out here, not with the adapter's signer, so a shared
// mistake cannot pass), and answers the documented shapes
// (https://cloud.tencent.com/document/api/382/55981, .../382/52075).
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSendSmsRequest {
  PhoneNumberSet: string[];
  SmsSdkAppId: string;
  SignName: string;
  TemplateId: string;
  TemplateParamSet: string[];
}

/** What the next requests get: success, a per-number Code, an error Code, a 502, or no answer. */
export type TencentSmsFakeMode =
  | { kind: 'ok' }
  | { kind: 'status'; code: string }
  | { kind: 'error'; code: string }
  | { kind: 'http'; status: number }
  | { kind: 'hang' };

const MAX_SKEW_SECONDS = 300;
// The fake's own clock, apart from Date.now, which a test may move to sign an old request.
const nowSeconds = () => (performance.timeOrigin + performance.now()) / 1000;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

function expectedAuthorization(
  request: IncomingMessage,
  body: string,
  secretId: string,
  secretKey: string,
): string | undefined {
  const authorization = request.headers.authorization ?? '';
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1];
  const credential = /Credential=([^,]+)/.exec(authorization)?.[1]?.split('/');
  const timestamp = request.headers['x-tc-timestamp'];
  if (!signedHeaders || !credential || typeof timestamp !== 'string') return undefined;
  const [, date = '', service = ''] = credential;
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return undefined;
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    '/',
    '',
    canonicalHeaders,
    signedHeaders,
    sha256Hex(body),
  ].join('\n');
  const scope = `${new Date(Number(timestamp) * 1000).toISOString().slice(0, 10)}/sms/tc3_request`;
  if (`${date}/${service}/tc3_request` !== scope) return undefined;
  const stringToSign = ['TC3-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signing = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export class TencentSmsFake {
  /** The SendSms bodies accepted (signature valid), in order. */
  readonly messages: FakeSendSmsRequest[] = [];
  mode: TencentSmsFakeMode = { kind: 'ok' };
  private server: Server | undefined;

  constructor(
    readonly secretId: string,
    private readonly secretKey: string,
  ) {}

  async start(): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const answer = (payload: object) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ Response: { ...payload, RequestId: randomUUID() } }));
    };
    const fail = (code: string, message: string) =>
      answer({ Error: { Code: code, Message: message } });

    if (this.mode.kind === 'hang') return;
    if (this.mode.kind === 'http') {
      response.writeHead(this.mode.status, { 'Content-Type': 'text/html' });
      response.end('<html><body>Bad Gateway</body></html>');
      return;
    }
    const timestamp = Number(request.headers['x-tc-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(nowSeconds() - timestamp) > MAX_SKEW_SECONDS)
      return fail(
        'AuthFailure.SignatureExpire',
        'Signature expired. Timestamp and server time cannot differ by more than five minutes.',
      );
    if (!(request.headers.authorization ?? '').includes(`Credential=${this.secretId}/`))
      return fail('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    if (
      request.headers.authorization !==
      expectedAuthorization(request, body, this.secretId, this.secretKey)
    )
      return fail(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      );
    if (
      request.headers['x-tc-action'] !== 'SendSms' ||
      request.headers['x-tc-version'] !== '2021-01-11'
    )
      return fail('InvalidAction', 'The action or version is not supported.');

    const sent = JSON.parse(body) as FakeSendSmsRequest;
    if (this.mode.kind === 'error') return fail(this.mode.code, 'fake error');
    this.messages.push(sent);
    const code = this.mode.kind === 'status' ? this.mode.code : 'Ok';
    answer({
      SendStatusSet: sent.PhoneNumberSet.map((phone, index) => ({
        SerialNo: `5000:10457106691570536578494996${index}`,
        PhoneNumber: phone,
        Fee: code === 'Ok' ? 1 : 0,
        SessionContext: '',
        Code: code,
        Message: code === 'Ok' ? 'send success' : 'fake failure',
        IsoCode: 'CN',
      })),
    });
  }
}
