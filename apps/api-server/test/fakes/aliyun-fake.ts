// What every Aliyun fake shares: its HTTP server on 127.0.0.1 (a free port), the behaviours a test
// sets (answer normally, with a given Code, a 503 page, or not at all), and the gateway's checks
// (aliyun-gateway.ts) before the API's own answer, which each fake gives in `answerApi`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AliyunGateway } from './aliyun-gateway';

/** How the fake answers the next requests: normally, with a given Code, 503, or not at all. */
export type FakeBehaviour =
  | { kind: 'normal' }
  | { kind: 'code'; code: string; status?: number }
  | { kind: 'unavailable' }
  | { kind: 'hang' };

export abstract class AliyunFake {
  behaviour: FakeBehaviour = { kind: 'normal' };
  private readonly server = createServer((req, res) => void this.handle(req, res));

  protected constructor(protected readonly gateway: AliyunGateway) {}

  /** Starts listening; `start()` of each fake calls it. */
  protected async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The API's answer to a request the gateway let through (`behaviour` is normal or a code). */
  protected abstract answerApi(req: IncomingMessage, body: Buffer, res: ServerResponse): void;

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
    const refusal = this.gateway.check(req, body);
    if (refusal) return this.gateway.refuse(res, refusal);
    this.answerApi(req, body, res);
  }
}
