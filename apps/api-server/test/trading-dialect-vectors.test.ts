// The worked examples printed in the trading platforms' interface documents (HardyDou/mango at
// 5745b912, docs/01_上游交易系统对接/), computed with src/crypto. docs/trading-platforms.md,
// "Worked examples", says which document and section each comes from.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalString, keyedSm3, sm3Hex } from '@bht/national-crypto';

describe('蔓延-标准接口规范_见费模式_V1.0, 1.4 报文格式', () => {
  // The only example in the documents that prints its result; it signs with MD5, not SM3.
  const secret = 'MeTKJnC3fIAxeer8erADRTlJ';
  const parameters = { a: '123', d: 'abc', b: '321', c: '' };

  it('builds the documented string to sign, empty values left out', () => {
    const content = canonicalString(parameters, { skipEmpty: true });
    expect(content).toBe('a=123&b=321&d=abc');
    expect(`${content}&${secret}`).toBe('a=123&b=321&d=abc&MeTKJnC3fIAxeer8erADRTlJ');
  });

  it('reproduces the documented signature 5be870ea7db73c392b079767940e8cc3', () => {
    const content = canonicalString(parameters, { skipEmpty: true });
    expect(createHash('md5').update(`${content}&${secret}`).digest('hex')).toBe(
      '5be870ea7db73c392b079767940e8cc3',
    );
  });
});

describe('泉州-金融机构-v1.3, 接口规范 › 报文签名', () => {
  it('skips empty and null values and appends `&appsecret=<secret>`, lower-case hex', () => {
    const content = canonicalString(
      { key1: '1', key2: '', key3: '3', key4: null },
      { skipEmpty: true },
    );
    expect(content).toBe('key1=1&key3=3');
    expect(
      keyedSm3(content, 'XXXX', { keying: 'append', joiner: '&appsecret=', encoding: 'hex' }),
    ).toBe(sm3Hex('key1=1&key3=3&appsecret=XXXX'));
  });
});

describe('江西 v2.3.0, 2.3.1 数据格式定义 and 2.3.3 签名方法', () => {
  // The document's POST example envelope; it prints no signature, so only the string is checked.
  const envelope = {
    appKey: 't_jy_elog',
    timestamp: '1648027444262',
    requestId: '4d2ec9c4-702d-4b85-8633-be8ebd9df2c2',
    signature: '',
    version: '1.0.0',
    data: '',
  };

  it('signs appKey, timestamp, requestId and data, sorted; version and signature stay out', () => {
    expect(canonicalString(envelope, { skipEmpty: false, exclude: ['signature', 'version'] })).toBe(
      'appKey=t_jy_elog&data=&requestId=4d2ec9c4-702d-4b85-8633-be8ebd9df2c2&timestamp=1648027444262',
    );
  });
});
