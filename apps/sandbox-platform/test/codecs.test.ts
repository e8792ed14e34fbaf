// The platform's codecs against independent computations (test/independent.ts, node:crypto).
import { randomBytes } from 'node:crypto';
import { sm2DecryptText, sm2Encrypt } from '@bht/national-crypto';
import { describe, expect, it } from 'vitest';
import { chinaTime, parseChinaTime } from '../src/china-time';
import { DEMO_EPOINT_PLATFORM, DEMO_JIANGXI_PLATFORM } from '../src/demo-defaults';
import {
  checkEpoint,
  EPOINT_SM2,
  openLetterFile,
  sealApplyData,
  sealField,
  signEpoint,
} from '../src/epoint/codec';
import { openJiangxi, sealJiangxi } from '../src/jiangxi/codec';
import * as independent from './independent';

const now = new Date('2026-03-13T02:04:05.678Z');
const jx = DEMO_JIANGXI_PLATFORM.toUs;
const ep = DEMO_EPOINT_PLATFORM.toUs;

describe('江西 v2.3.0 envelope', () => {
  it('encrypts data with SM4-CBC under the appSecret and signs it with HMAC-SM3', () => {
    const business = { orderNo: 'JX001', insureName: '江西赣建工程建设有限公司' };
    const envelope = sealJiangxi(business, jx, now, 'f3c1e6a0-0000-4000-8000-000000000001');
    expect(envelope).toMatchObject({
      appKey: jx.appKey,
      timestamp: '1773367445678',
      requestId: 'f3c1e6a0-0000-4000-8000-000000000001',
      version: '1.0.0',
    });
    expect(independent.jiangxiDecrypt(envelope.data, jx.appSecret)).toEqual(business);
    expect(envelope.signature).toBe(independent.jiangxiSignature(envelope, jx.appSecret));
  });

  it('opens an envelope made independently, and refuses each fault with its code', () => {
    const made = independent.jiangxiEnvelope({ elogNo: 'TBBH1' }, jx, now.getTime(), 'r-1');
    expect(openJiangxi(made, jx, now)).toMatchObject({ ok: true, business: { elogNo: 'TBBH1' } });
    const refused = (body: unknown, at = now) => {
      const opened = openJiangxi(body, jx, at);
      return opened.ok ? null : opened.code;
    };
    expect(refused({ ...made, requestId: '' })).toBe(1001);
    expect(refused({ ...made, appKey: 'someone_else' })).toBe(1002);
    expect(
      refused({ ...made, signature: made.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
    ).toBe(1003);
    expect(refused(made, new Date(now.getTime() + 301_000))).toBe(-1);
    const garbage = { ...made, data: 'bm90IGNpcGhlcnRleHQ=' };
    expect(
      refused({ ...garbage, signature: independent.jiangxiSignature(garbage, jx.appSecret) }),
    ).toBe(1004);
  });
});

describe('Epoint 4.0', () => {
  it('signs SM3 over the sorted non-empty fields with &appsecret=, and checks a signature', () => {
    const signed = signEpoint({ applyno: 'EP1', reason: '', baohanno: 'TBBH9' }, ep, now);
    expect(signed.timestamp).toBe('2026-03-13 10:04:05');
    expect(signed.sign).toBe(independent.epointSign(signed, ep.appSecret));
    expect(checkEpoint(signed, ep, now)).toMatchObject({ ok: true });
    expect(checkEpoint({ ...signed, baohanno: 'TBBH8' }, ep, now)).toEqual({
      ok: false,
      message: '签名校验失败',
    });
    expect(checkEpoint({ ...signed, appkey: 'x' }, ep, now)).toEqual({
      ok: false,
      message: '未授权的appkey',
    });
    expect(checkEpoint(signed, ep, new Date(now.getTime() + 301_000))).toEqual({
      ok: false,
      message: '请求时间超出允许范围',
    });
  });

  it('seals applydata under a fresh key wrapped with the guarantor’s SM2 key, and bid fields with SM4-ECB', () => {
    const projectKey = randomBytes(16).toString('hex');
    const biaoduanno = sealField('JXGC2026-0311-01', projectKey);
    expect(
      independent
        .sm4(
          'sm4-ecb',
          'decrypt',
          Buffer.from(projectKey, 'hex'),
          null,
          Buffer.from(biaoduanno, 'hex'),
        )
        .toString(),
    ).toBe('JXGC2026-0311-01');
    const { applydata, digitalenvelope } = sealApplyData(
      { biddername: '江西赣建工程建设有限公司', biaoduanno },
      DEMO_EPOINT_PLATFORM.guarantorSm2.publicKey,
    );
    const keyHex = sm2DecryptText(
      digitalenvelope,
      DEMO_EPOINT_PLATFORM.guarantorSm2.privateKey,
      EPOINT_SM2,
    );
    expect(keyHex).toMatch(/^[0-9a-f]{32}$/);
    const plain = independent.sm4(
      'sm4-cbc',
      'decrypt',
      Buffer.from(keyHex, 'hex'),
      Buffer.alloc(16),
      Buffer.from(applydata, 'base64'),
    );
    expect(JSON.parse(plain.toString())).toEqual({
      biddername: '江西赣建工程建设有限公司',
      biaoduanno,
    });
  });

  it('opens a letter file encrypted independently, from its slices and SM2-wrapped key and IV', () => {
    const [key, iv, file] = [randomBytes(16), randomBytes(16), randomBytes(5000)];
    const encrypted = independent.sm4('sm4-cbc', 'encrypt', key, iv, file);
    const slices = [encrypted.subarray(0, 2048), encrypted.subarray(2048)].map((s) =>
      s.toString('base64'),
    );
    const publicKey = DEMO_EPOINT_PLATFORM.platformSm2.publicKey;
    const wrapped = {
      key: sm2Encrypt(key, publicKey, EPOINT_SM2),
      iv: sm2Encrypt(iv, publicKey, EPOINT_SM2),
    };
    expect(openLetterFile(slices, wrapped, DEMO_EPOINT_PLATFORM.platformSm2.privateKey)).toEqual(
      file,
    );
  });
});

describe('China time', () => {
  it('writes and reads yyyy-MM-dd HH:mm:ss at UTC+8', () => {
    expect(chinaTime(now)).toBe(independent.chinaTimestamp(now));
    expect(parseChinaTime('2026-03-13 10:04:05')).toEqual(new Date('2026-03-13T02:04:05Z'));
    expect(parseChinaTime('2026-03-13T10:04:05')).toBeNull();
  });
});
