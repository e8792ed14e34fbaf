// A local stand-in for Aliyun's SMS API (dysmsapi SendSms over OpenAPI V3). It checks each
// request's ACS3-HMAC-SHA256 signature from the bytes it received, as Aliyun's gateway does, and
// answers with Aliyun's documented shapes: gateway errors
// ({RequestId, HostId, Code, Message, Recommend}, HTTP 400) and SendSms answers
// ({Code: 'OK', Message, BizId, RequestId} or a business Code, HTTP 200).
// Signature: https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature
// SendSms: https://help.aliyun.com/document_detail/55284.html
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAccount {
  accessKeyId: string;
  accessKeySecret: string;
  /** Approved signature and template codes; others are refused as Aliyun refuses them. */
  signName: string;
  templateCodes: string[];
}

export interface ReceivedSms {
  PhoneNumbers: string;
  SignName: string;
  TemplateCode: string;
  TemplateParam: Record<string, string>;
}

/** How the fake answers the next requests: normally, with a given Code, 503, or not at all. */
export type FakeBehaviour =
  | { kind: 'normal' }
  | { kind: 'code'; code: string; status?: number }
  | { kind: 'unavailable' }
  | { kind: 'hang' };

const MAX_CLOCK_SKEW_MS = 15 * 60_000;
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export class AliyunSmsFake {
  readonly sent: ReceivedSms[] = [];
  behaviour: FakeBehaviour = { kind: 'normal' };
  private readonly nonces = new Set<string>();
  private readonly server = createServer((req, res) => void this.handle(req, res));

  private constructor(private readonly account: FakeAccount) {}

  static async start(account: FakeAccount): Promise<AliyunSmsFake> {
    const fake = new AliyunSmsFake(account);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (this.behaviour.kind === 'hang') return;
    if (this.behaviour.kind === 'unavailable') {
      res
        .writeHead(503, { 'content-type': 'text/html' })
        .end('<html>503 Service Unavailable</html>');
      return;
    }
    const refusal = this.checkGateway(req, body);
    if (refusal) return gatewayError(res, refusal);
    if (this.behaviour.kind === 'code')
      return answer(res, this.behaviour.status ?? 200, {
        Code: this.behaviour.code,
        Message: this.behaviour.code,
      });
    const params = new URL(req.url ?? '/', 'http://fake').searchParams;
    const sms: ReceivedSms = {
      PhoneNumbers: params.get('PhoneNumbers') ?? '',
      SignName: params.get('SignName') ?? '',
      TemplateCode: params.get('TemplateCode') ?? '',
      TemplateParam: JSON.parse(params.get('TemplateParam') ?? '{}') as Record<string, string>,
    };
    if (!/^1\d{10}$/.test(sms.PhoneNumbers))
      return answer(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    if (sms.SignName !== this.account.signName)
      return answer(res, 200, {
        Code: 'isv.SMS_SIGNATURE_ILLEGAL',
        Message: '该账号下找不到对应签名',
      });
    if (!this.account.templateCodes.includes(sms.TemplateCode))
      return answer(res, 200, {
        Code: 'isv.SMS_TEMPLATE_ILLEGAL',
        Message: '该账号下找不到对应模板',
      });
    this.sent.push(sms);
    answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  }

  /** The gateway's checks: AccessKey, date, nonce, the signature itself, then the API named. */
  private checkGateway(req: IncomingMessage, body: Buffer): GatewayRefusal | undefined {
    const match =
      /^ACS3-HMAC-SHA256 Credential=([^,]*),SignedHeaders=([^,]*),Signature=([0-9a-f]*)$/.exec(
        req.headers.authorization ?? '',
      );
    if (!match) return SIGNATURE_DOES_NOT_MATCH;
    const [, keyId, signedHeaders = '', signature] = match;
    if (keyId !== this.account.accessKeyId) return ACCESS_KEY_NOT_FOUND;
    const date = Date.parse(String(req.headers['x-acs-date']));
    if (Number.isNaN(date) || Math.abs(Date.now() - date) > MAX_CLOCK_SKEW_MS)
      return TIMESTAMP_EXPIRED;
    const nonce = String(req.headers['x-acs-signature-nonce'] ?? '');
    if (!nonce || this.nonces.has(nonce)) return NONCE_USED;
    this.nonces.add(nonce);
    const names = signedHeaders.split(';');
    const mustSign = Object.keys(req.headers).filter(
      (name) => name === 'host' || name === 'content-type' || name.startsWith('x-acs-'),
    );
    if (mustSign.some((name) => !names.includes(name))) return SIGNATURE_DOES_NOT_MATCH;
    if (req.headers['x-acs-content-sha256'] !== sha256Hex(body)) return SIGNATURE_DOES_NOT_MATCH;
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = [...url.searchParams]
      .map(([name, value]) => [rfc3986(name), rfc3986(value)])
      .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonicalHeaders = names
      .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
      .join('');
    const canonicalRequest = [
      req.method,
      url.pathname,
      query,
      canonicalHeaders,
      signedHeaders,
      req.headers['x-acs-content-sha256'],
    ].join('\n');
    const expected = createHmac('sha256', this.account.accessKeySecret)
      .update(`ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`)
      .digest('hex');
    if (expected !== signature) return SIGNATURE_DOES_NOT_MATCH;
    const action = `${req.headers['x-acs-action']}@${req.headers['x-acs-version']}`;
    return action === 'SendSms@2017-05-25' ? undefined : API_NOT_FOUND;
  }
}

type GatewayRefusal = { status: number; Code: string; Message: string };

const SIGNATURE_DOES_NOT_MATCH: GatewayRefusal = {
  status: 400,
  Code: 'SignatureDoesNotMatch',
  Message: 'Specified signature does not match our calculation.',
};
const ACCESS_KEY_NOT_FOUND: GatewayRefusal = {
  status: 400,
  Code: 'InvalidAccessKeyId.NotFound',
  Message: 'Specified access key is not found.',
};
const TIMESTAMP_EXPIRED: GatewayRefusal = {
  status: 400,
  Code: 'InvalidTimeStamp.Expired',
  Message: 'Specified time stamp or date value is expired.',
};
const API_NOT_FOUND: GatewayRefusal = {
  status: 404,
  Code: 'InvalidApi.NotFound',
  Message: 'Specified api is not found,please check your url and method.',
};
const NONCE_USED: GatewayRefusal = {
  status: 400,
  Code: 'SignatureNonceUsed',
  Message: 'Specified signature nonce was used already.',
};

function gatewayError(res: ServerResponse, { status, Code, Message }: GatewayRefusal): void {
  answer(res, status, {
    Code,
    Message,
    Recommend: `https://api.aliyun.com/troubleshoot?q=${Code}`,
    HostId: 'dysmsapi.aliyuncs.com',
  });
}

function answer(res: ServerResponse, status: number, body: Record<string, string>): void {
  res
    .writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
    .end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
}
