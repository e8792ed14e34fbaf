// downloadExport against a local HTTP server: the file streamed in chunks with progress, its
// RFC 5987 name, a refusal as the server's ApiError, and an abort as a cancelled ApiError.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, downloadExport, exportCompanyOrders, filenameOf } from '../src';

let server: Server;
let base = '';
let seenBody = '';
let seenAuth: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seenBody = body;
      seenAuth = req.headers.authorization;
      if (body.includes('stage=%E5%BE%85%E6%94%AF%E4%BB%98')) {
        res.statusCode = 403;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ code: -2, msg: '没有「待支付」权限', data: null }));
        return;
      }
      res.setHeader(
        'content-type',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      res.setHeader(
        'content-disposition',
        `attachment; filename="company_orders-20261127.xlsx"; filename*=UTF-8''${encodeURIComponent('订单列表-待审核-20261127.xlsx')}`,
      );
      res.setHeader('x-total-rows', '3');
      const slow = body.includes('keyword=slow');
      let sent = 0;
      const tick = setInterval(() => {
        res.write(Buffer.alloc(1000, 1));
        if (++sent === (slow ? 1000 : 3)) {
          clearInterval(tick);
          res.end();
        }
      }, 5);
      res.on('close', () => clearInterval(tick));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('downloadExport', () => {
  it('posts the filters with the token in the Authorization header, reports progress, answers the file with its Chinese name', async () => {
    const progress: Array<{ bytes: number; rows: number | null }> = [];
    const file = await downloadExport(
      { baseUrl: base, token: 'tok' },
      exportCompanyOrders,
      { stage: '待审核' },
      { onProgress: (p) => progress.push(p) },
    );
    expect(new URLSearchParams(seenBody).get('stage')).toBe('待审核');
    expect(new URLSearchParams(seenBody).get('token')).toBeNull();
    expect(seenAuth).toBe('Bearer tok');
    expect(file.filename).toBe('订单列表-待审核-20261127.xlsx');
    expect(file.rows).toBe(3);
    expect(file.blob.size).toBe(3000);
    expect(progress.at(-1)).toEqual({ bytes: 3000, rows: 3 });
    expect(progress.length).toBeGreaterThan(1);
  });

  it('a refusal rejects with the server’s message and code', async () => {
    const error = await downloadExport({ baseUrl: base }, exportCompanyOrders, {
      stage: '待支付',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '没有「待支付」权限',
      code: -2,
      httpStatus: 403,
      isCancelled: false,
    });
  });

  it('an abort rejects as cancelled', async () => {
    const controller = new AbortController();
    const pending = downloadExport(
      { baseUrl: base },
      exportCompanyOrders,
      { stage: '待审核', keyword: 'slow' },
      { signal: controller.signal, onProgress: ({ bytes }) => bytes > 0 && controller.abort() },
    );
    await expect(pending).rejects.toMatchObject({ isCancelled: true });
  });

  it('reads the RFC 5987 name first, then the plain one', () => {
    expect(
      filenameOf(
        `attachment; filename="a.xlsx"; filename*=UTF-8''${encodeURIComponent('保函管理.xlsx')}`,
        'x',
      ),
    ).toBe('保函管理.xlsx');
    expect(filenameOf('attachment; filename="a.xlsx"', 'x')).toBe('a.xlsx');
    expect(filenameOf(null, '订单列表.xlsx')).toBe('订单列表.xlsx');
    expect(filenameOf('attachment; filename="a.xlsx"; filename*=UTF-8\'\'%E0%A4%A', 'x')).toBe(
      'a.xlsx',
    );
  });
});
