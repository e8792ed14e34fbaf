// A local fake of the e签宝 SaaS V3 OpenAPI on 127.0.0.1. It checks each request's signature as the
// gateway does, from the received headers and body with the known AppSecret (written out here, not
// with the client's signer, so a shared mistake cannot pass), refuses with the gateway's 401 shape
// ({"success":false,"code":401,"message":…}), answers V3's {code, message, data}, stores uploads
// after checking their Content-MD5, and on completeFlow() posts a signed SIGN_FLOW_COMPLETE
// callback to the flow's notifyUrl. Sources: docs/providers.md, "E-signature: e签宝 SaaS V3".
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next API requests get: normal answers, an HTTP error page, or no answer. */
export type TsignFakeMode = { kind: 'ok' } | { kind: 'http'; status: number } | { kind: 'hang' };

export interface FakeRequest {
  method: string;
  path: string;
  body: string;
}

/** The request body fields the fake reads. */
interface Payload {
  contentMd5?: string;
  contentType?: string;
  docs?: { fileId: string }[];
  signFlowConfig?: { notifyUrl?: string; signFlowTitle?: string };
  signers?: {
    orgSignerInfo?: { orgId?: string; orgName?: string; orgInfo?: { orgIDCardNum?: string } };
    signFields?: { normalSignFieldConfig?: { autoSign?: boolean } }[];
  }[];
}

interface FakeFlow {
  notifyUrl: string;
  title: string;
  fileIds: string[];
  status: 1 | 2;
  /** Every seal is placed automatically: e签宝 completes such a flow by itself. */
  automatic: boolean;
  /** Detail reads answered 签署中 so far. */
  reads: number;
  /** The create-by-file body, for tests to inspect. */
  body: Payload;
}

const WINDOW_MS = 15 * 60 * 1000;
/** V3's parameter error code, for a request naming a file or flow the fake does not know. */
export const PARAMETER_ERROR = 1435002;
/**
 * The fake's code for an automatic seal of a company that has not authorised the application.
 * e签宝's pages cited in docs/providers.md do not publish that code; this one is the fake's own.
 */
export const AUTO_SIGN_NOT_AUTHORISED = 1437900;
// The fake's own clock, apart from Date.now, which a test may move to sign an old request.
const nowMs = () => performance.timeOrigin + performance.now();

const md5Base64 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

function expectedSignature(request: IncomingMessage, body: Buffer, appSecret: string): string {
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => (value ? `${key}=${value}` : key))
    .join('&');
  const lines = [
    request.method ?? '',
    request.headers.accept ?? '',
    // The gateway signs the MD5 of what arrived, so a body changed on the way fails the check.
    body.length > 0 ? md5Base64(body) : (request.headers['content-md5'] ?? ''),
    request.headers['content-type'] ?? '',
    request.headers.date ?? '',
    url.pathname + (query ? `?${query}` : ''),
  ];
  return createHmac('sha256', appSecret).update(lines.join('\n'), 'utf8').digest('base64');
}

export class TsignFake {
  readonly requests: FakeRequest[] = [];
  /** Uploaded PDFs by fileId. */
  readonly files = new Map<string, Buffer>();
  readonly flows = new Map<string, FakeFlow>();
  /** What our callback endpoint answered to each completeFlow() post. */
  readonly callbackAnswers: { status: number; body: string }[] = [];
  mode: TsignFakeMode = { kind: 'ok' };
  /**
   * Companies (orgId, orgName or credit code) that authorised this application to seal for them
   * (静默签署); a flow placing another company's seal automatically is refused.
   */
  readonly autoSignAuthorised = new Set<string>();
  /** How many detail reads of an automatic flow answer 签署中 before it is complete. */
  automaticAfterReads = 1;
  baseUrl = '';
  private readonly pendingUploads = new Map<string, { md5: string; contentType: string }>();
  private server: Server | undefined;

  constructor(
    readonly appId: string,
    private readonly appSecret: string,
  ) {}

  async start(): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The signed PDF the fake serves for a completed flow: the upload plus a marker. */
  signedBytes(fileId: string): Buffer {
    return Buffer.concat([this.files.get(fileId) ?? Buffer.alloc(0), Buffer.from('\n%signed\n')]);
  }

  /**
   * Completes the flow and posts SIGN_FLOW_COMPLETE to its notifyUrl, signed as e签宝 signs
   * callbacks; returns the HTTP status our endpoint answered. `timestampMs` backdates it.
   */
  async completeFlow(signFlowId: string, timestampMs = Date.now()): Promise<number> {
    const flow = this.flows.get(signFlowId);
    if (!flow) throw new Error(`no flow ${signFlowId}`);
    flow.status = 2;
    const body = JSON.stringify({
      action: 'SIGN_FLOW_COMPLETE',
      timestamp: timestampMs,
      signFlowId,
      signFlowTitle: flow.title,
      signFlowStatus: '2',
      statusDescription: '完成',
      signFlowCreateTime: timestampMs - 60_000,
      signFlowStartTime: timestampMs - 60_000,
      signFlowFinishTime: timestampMs,
    });
    const timestamp = String(timestampMs);
    const signature = createHmac('sha256', this.appSecret)
      .update(timestamp + body, 'utf8')
      .digest('hex');
    const response = await fetch(flow.notifyUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Tsign-Open-App-Id': this.appId,
        'X-Tsign-Open-TIMESTAMP': timestamp,
        'X-Tsign-Open-SIGNATURE-ALGORITHM': 'hmac-sha256',
        'X-Tsign-Open-SIGNATURE': signature,
      },
      body,
    });
    this.callbackAnswers.push({ status: response.status, body: await response.text() });
    return response.status;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push({
      method: request.method ?? '',
      path: url.pathname + url.search,
      body: body.toString('utf8'),
    });
    const json = (status: number, payload: object) => {
      response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
      response.end(JSON.stringify(payload));
    };
    const refuse = (message: string) => json(401, { success: false, code: 401, message });
    const ok = (data: object) => json(200, { code: 0, message: '成功', data });
    const fail = (message: string) => json(200, { code: PARAMETER_ERROR, message });

    if (this.mode.kind === 'hang') return;
    if (this.mode.kind === 'http') {
      response.writeHead(this.mode.status, { 'Content-Type': 'text/html' });
      response.end('<html><body>Bad Gateway</body></html>');
      return;
    }
    if (url.pathname.startsWith('/oss/')) return this.upload(request, url, body, response);
    if (url.pathname.startsWith('/signed/')) {
      const fileId = url.pathname.split('/')[3] ?? '';
      response.writeHead(200, { 'Content-Type': 'application/pdf' });
      response.end(this.signedBytes(fileId));
      return;
    }

    const appId = request.headers['x-tsign-open-app-id'];
    const timestamp = request.headers['x-tsign-open-ca-timestamp'];
    const signature = request.headers['x-tsign-open-ca-signature'];
    if (request.headers['x-tsign-open-auth-mode'] !== 'Signature')
      return refuse('AUTHSTRATEGY_NOT_FOUND');
    if (!appId || !timestamp || !signature) return refuse('缺少参数');
    if (appId !== this.appId) return refuse('无效的应用');
    if (typeof timestamp !== 'string' || Math.abs(nowMs() - Number(timestamp)) > WINDOW_MS)
      return refuse('INVALID_TIMESTAMP');
    if (signature !== expectedSignature(request, body, this.appSecret))
      return refuse('INVALID_SIGNATURE');

    const payload = body.length > 0 ? (JSON.parse(body.toString('utf8')) as Payload) : {};
    const route = `${request.method} ${url.pathname.replace(/^\/v3\/sign-flow\/[^/]+(?=\/)/, '/v3/sign-flow/{id}')}`;
    const flowId = url.pathname.split('/')[3] ?? '';
    const flow = this.flows.get(flowId);
    switch (route) {
      case 'POST /v3/files/file-upload-url': {
        const fileId = randomBytes(16).toString('hex');
        this.pendingUploads.set(fileId, {
          md5: payload.contentMd5 ?? '',
          contentType: payload.contentType ?? '',
        });
        return ok({ fileId, fileUploadUrl: `${this.baseUrl}/oss/${fileId}?Expires=3600` });
      }
      case 'POST /v3/sign-flow/create-by-file': {
        const fileIds = (payload.docs ?? []).map((doc) => doc.fileId);
        if (fileIds.length === 0 || fileIds.some((id) => !this.files.has(id)))
          return fail('参数错误: 文件不存在或未上传完成');
        const signers = payload.signers ?? [];
        const automatic = signers.flatMap((signer) =>
          (signer.signFields ?? []).some((field) => field.normalSignFieldConfig?.autoSign)
            ? [signer]
            : [],
        );
        const unauthorised = automatic.find(({ orgSignerInfo: org }) =>
          [org?.orgId, org?.orgName, org?.orgInfo?.orgIDCardNum].every(
            (name) => !name || !this.autoSignAuthorised.has(name),
          ),
        );
        if (unauthorised)
          return json(200, {
            code: AUTO_SIGN_NOT_AUTHORISED,
            message: `${unauthorised.orgSignerInfo?.orgName ?? '该企业'}未授权当前应用静默签署`,
          });
        const signFlowId = randomBytes(16).toString('hex');
        this.flows.set(signFlowId, {
          notifyUrl: payload.signFlowConfig?.notifyUrl ?? '',
          title: payload.signFlowConfig?.signFlowTitle ?? '',
          fileIds,
          status: 1,
          automatic: signers.length > 0 && automatic.length === signers.length,
          reads: 0,
          body: payload,
        });
        return ok({ signFlowId });
      }
      case 'GET /v3/sign-flow/{id}/detail':
        if (!flow) return fail('参数错误: 签署流程不存在');
        if (flow.status === 1 && flow.automatic && flow.reads++ >= this.automaticAfterReads)
          flow.status = 2;
        return ok({
          signFlowStatus: flow.status,
          signFlowDescription: flow.status === 2 ? '完成' : '签署中',
        });
      case 'POST /v3/sign-flow/{id}/sign-url':
        if (!flow) return fail('参数错误: 签署流程不存在');
        return ok({
          url: `https://smlt.esign.cn/fake/${flowId}`,
          shortUrl: `https://smlt.esign.cn/s/${flowId.slice(0, 8)}`,
        });
      case 'GET /v3/sign-flow/{id}/file-download-url':
        if (!flow) return fail('参数错误: 签署流程不存在');
        if (flow.status !== 2) return fail('签署流程未完成，无法下载文件');
        return ok({
          files: flow.fileIds.map((fileId) => ({
            fileId,
            fileName: `${fileId}.pdf`,
            downloadUrl: `${this.baseUrl}/signed/${flowId}/${fileId}`,
          })),
          attachments: [],
        });
      default:
        return json(404, { code: 404, message: '接口不存在' });
    }
  }

  /** The storage behind fileUploadUrl: the bytes must match the announced MD5 and type. */
  private upload(request: IncomingMessage, url: URL, body: Buffer, response: ServerResponse) {
    const fileId = url.pathname.split('/')[2] ?? '';
    const expected = this.pendingUploads.get(fileId);
    const md5 = md5Base64(body);
    const accepted =
      request.method === 'PUT' &&
      expected !== undefined &&
      request.headers['content-md5'] === expected.md5 &&
      md5 === expected.md5 &&
      request.headers['content-type'] === expected.contentType;
    if (!accepted) {
      response.writeHead(400, { 'Content-Type': 'application/xml' });
      response.end('<Error><Code>InvalidDigest</Code></Error>');
      return;
    }
    this.pendingUploads.delete(fileId);
    this.files.set(fileId, body);
    response.writeHead(200);
    response.end();
  }
}
