// WeChat Pay API v3 signatures and decryption against published examples, then our own round trips.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from '../../src/providers/payment/wechatpay-v3/amounts';
import { signJsapiParams } from '../../src/providers/payment/wechatpay-v3/jsapi-params';
import {
  authorizationHeader,
  requestMessage,
  rsaSign,
} from '../../src/providers/payment/wechatpay-v3/request-signature';
import { decryptResource } from '../../src/providers/payment/wechatpay-v3/resource-decryption';
import {
  responseMessage,
  verifySignedMessage,
  type PlatformKeys,
} from '../../src/providers/payment/wechatpay-v3/response-verification';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const docMerchantKey = createPrivateKey(fixture('wechatpay-doc-example-key.pem'));
const docPublicKey = createPublicKey(fixture('wechatpay-doc-example-pub-key.pem'));
const DOC_PUB_KEY_ID = 'PUB_KEY_ID_0000000000000024101100397200000006';

describe('published examples', () => {
  it('builds the five-line request message of the signing guide (GET /v3/certificates)', () => {
    // https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_0.shtml (签名生成, 第六步)
    expect(
      requestMessage({
        method: 'GET',
        url: '/v3/certificates',
        timestamp: '1554208460',
        nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
        body: '',
      }),
    ).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
  });

  it('signs the JSAPI prepay example exactly as the signing guide', () => {
    // https://pay.weixin.qq.com/doc/v3/merchant/4012365336 (签名生成: example key, body and result)
    const body =
      '{"appid":"wxd678efh567hg6787","mchid":"1900007291","description":"Image形象店-深圳腾大-QQ公仔","out_trade_no":"1217752501201407033233368018","notify_url":"https://www.weixin.qq.com/wxpay/pay.php","amount":{"total":100,"currency":"CNY"},"payer":{"openid":"oUpF8uMuAJO_M2pxb1Q9zNjWeS6o"}}';
    const message = requestMessage({
      method: 'POST',
      url: '/v3/pay/transactions/jsapi',
      timestamp: '1554208460',
      nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
      body,
    });
    expect(rsaSign(message, docMerchantKey)).toBe(
      'jnks4dlrPw3ZX+ozVvSK39oa0t7OMBsg83BHAwd8BRdUFiVaQNTLTvci+wURgP1OQBbKYhFGvt7iqYpDSTQkp7Uq1sltaQKyncCyrA1g88m5bsKERQfPyT0ahSwKTYJ1CAn9QiJuSJRq1QsQs07eehbU/k9BCS51jTyc1Jpsi2H77HF9f/BnjXAOP3/sPObg6V5Ee4EzwLox684hhuMuIwHo7D8KFk3LIHOKDcNI4It1aCXydFWNpNK+SG86VUDe5kwoDpw4Ulqfu9z8OFDGbDs9TCxEv8iqQzbpxOlEVoOe2kalSYM5kApQb3nZcxdUtoE0liJGW3RGUNE0t4v01A==',
    );
  });

  it('computes the paySign of the 调起支付签名 example', () => {
    // https://pay.weixin.qq.com/doc/v3/merchant/4012365341 (same example key)
    const params = signJsapiParams({
      appId: 'wx2421b1c4370ec43b',
      prepayId: 'wx201410272009395522657a690389285100',
      privateKey: docMerchantKey,
      timeStamp: '1554208460',
      nonceStr: '593BEC0C930BF1AFEB40B4A08C8FB242',
    });
    expect(params).toEqual({
      appId: 'wx2421b1c4370ec43b',
      timeStamp: '1554208460',
      nonceStr: '593BEC0C930BF1AFEB40B4A08C8FB242',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign:
        'mI35pfNEQV6777ke/1T+LJLQDNTm7yeoUJH+j/adPGhmCCi0PbgkvYQTRcXH0uibcLVtvFLdGLpmoYO9FV6lBBsTAjuhh5YOvQi0e2g3e0yytitiNET9FEuqM0pjnKfRW4K6LIZDdbWJv9KhZUx3DrJa5TL7OJ7VdADVivxVySIlPVKjGwuCXzuXSJes0UcILgWQUMyha5/3nYofuHtS7r+KYyMuxD+oJ9VM1Qdxk4UIG59CP5Y3wtYIFybyF3bdu1caHTRRX+DLyMXyYA/IrTmiW01c4RPjpHBX5Dk1sZyY1zVsWNsvMHr2e1NTWtBxKJ+qk5N61J7caYoepHFaxw==',
    });
  });

  it('verifies the Native answer of the public-key verification guide, chosen by PUB_KEY_ID', () => {
    // https://pay.weixin.qq.com/docs/merchant/development/interface-rules/signature-verification.html
    const signed = {
      timestamp: '1722850421',
      nonce: 'd824f2e086d3c1df967785d13fcd22ef',
      signature:
        'mfI1CPqvBrgcXfgXMFjdNIhBf27ACE2YyeWsWV9ZI7T7RU0vHvbQpu9Z32ogzc+k8ZC5n3kz7h70eWKjgqNdKQF0eRp8mVKlmfzMLBVHbssB9jEZEDXThOX1XFqX7s7ymia1hoHQxQagPGzkdWxtlZPZ4ZPvr1RiqkgAu6Is8MZgXXrRoBKqjmSdrP1N7uxzJ/cjfSiis9FiLjuADoqmQ1P7p2N876YPAol7Rn0+GswwAwxldbdLrmVSjfytfSBJFqTMHn4itojgxSWWN1byuckQt8hSTEv/Lg97QoeGniYP17T80pJeQyL3b+295FPHSO2AtvCgyIbKMZ0BALilAA==',
      serial: DOC_PUB_KEY_ID,
      body: '{"code_url":"weixin://wxpay/bizpayurl?pr=JyC91EIz1"}',
    };
    const keys: PlatformKeys = new Map([[DOC_PUB_KEY_ID, docPublicKey]]);
    const then = new Date(1722850421_000);
    expect(verifySignedMessage(signed, keys, then)).toEqual({ ok: true });
    expect(verifySignedMessage({ ...signed, body: `${signed.body} ` }, keys, then)).toEqual({
      ok: false,
      problem: 'bad-signature',
    });
  });

  it('formats the Authorization header as wechatpay-axios-plugin does', () => {
    // https://github.com/TheNorthMemory/wechatpay-axios-plugin/blob/master/tests/lib/formatter.test.js
    expect(
      authorizationHeader({
        mchid: '1',
        nonce: '2',
        signature: '3',
        timestamp: '4',
        serialNo: '5',
      }),
    ).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1",nonce_str="2",signature="3",timestamp="4",serial_no="5"',
    );
  });

  it('decrypts wechatpay-axios-plugin’s AES-256-GCM vectors', () => {
    // https://github.com/TheNorthMemory/wechatpay-axios-plugin/blob/master/tests/lib/aes.test.js
    const key = Buffer.from('0123456789abcdef0123456789abcdef');
    const resource = { algorithm: 'AEAD_AES_256_GCM', nonce: '0123456789abcdef' };
    expect(
      decryptResource(
        { ...resource, ciphertext: 'APoZlYpivU3HjbAiB4CvW1rAFr8J', associated_data: 'world' },
        key,
      ),
    ).toBe('hello');
    expect(decryptResource({ ...resource, ciphertext: 'GvpmmdtYwexXIPhySs9Tlg==' }, key)).toBe('');
    // The wrong associated data, key or algorithm fails the tag instead of yielding garbage.
    expect(
      decryptResource(
        { ...resource, ciphertext: 'APoZlYpivU3HjbAiB4CvW1rAFr8J', associated_data: 'word' },
        key,
      ),
    ).toBeNull();
    expect(
      decryptResource(
        { ...resource, ciphertext: 'APoZlYpivU3HjbAiB4CvW1rAFr8J', associated_data: 'world' },
        Buffer.from('fedcba9876543210fedcba9876543210'),
      ),
    ).toBeNull();
    expect(
      decryptResource(
        { ...resource, algorithm: 'AES_256_ECB', ciphertext: 'GvpmmdtYwexXIPhySs9Tlg==' },
        key,
      ),
    ).toBeNull();
  });

  it('reads the serial of wechatpay-axios-plugin’s platform certificate fixture', () => {
    // https://github.com/TheNorthMemory/wechatpay-axios-plugin/blob/master/tests/fixtures/README.md
    expect(new X509Certificate(fixture('wechatpay-platform-cert.pem')).serialNumber).toBe(
      'BE2A2344B984167B',
    );
  });
});

describe('serial selection during the certificate → public key migration', () => {
  const certificate = new X509Certificate(fixture('wechatpay-platform-cert.pem'));
  const certificateKey = createPrivateKey(fixture('wechatpay-platform-key.pem'));
  const publicKeyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const PUB_KEY_ID = 'PUB_KEY_ID_0114232134912410000000000000000000';
  const keys: PlatformKeys = new Map<string, KeyObject>([
    [certificate.serialNumber, certificate.publicKey],
    [PUB_KEY_ID, publicKeyPair.publicKey],
  ]);
  const now = new Date('2026-11-29T08:00:00Z');
  const timestamp = String(now.getTime() / 1000);
  const body = '{"prepay_id":"wx201410272009395522657a690389285100"}';
  const signedBy = (privateKey: KeyObject, serial: string, at = timestamp) => ({
    timestamp: at,
    nonce: 'c5ac7061fccab6bf3e254dcf98995b8c',
    signature: rsaSign(responseMessage(at, 'c5ac7061fccab6bf3e254dcf98995b8c', body), privateKey),
    serial,
    body,
  });

  it('verifies with the platform certificate its serial names (any case)', () => {
    expect(verifySignedMessage(signedBy(certificateKey, 'BE2A2344B984167B'), keys, now).ok).toBe(
      true,
    );
    expect(verifySignedMessage(signedBy(certificateKey, 'be2a2344b984167b'), keys, now).ok).toBe(
      true,
    );
  });

  it('verifies with the WeChat Pay public key its PUB_KEY_ID names', () => {
    expect(verifySignedMessage(signedBy(publicKeyPair.privateKey, PUB_KEY_ID), keys, now).ok).toBe(
      true,
    );
  });

  it('does not verify with the other key when the serial names the wrong one', () => {
    expect(
      verifySignedMessage(signedBy(publicKeyPair.privateKey, 'BE2A2344B984167B'), keys, now),
    ).toEqual({ ok: false, problem: 'bad-signature' });
  });

  it('refuses an unknown serial without trying the keys it has', () => {
    expect(
      verifySignedMessage(
        signedBy(certificateKey, '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'),
        keys,
        now,
      ),
    ).toEqual({ ok: false, problem: 'unknown-serial' });
    expect(
      verifySignedMessage(signedBy(publicKeyPair.privateKey, 'PUB_KEY_ID_OTHER'), keys, now),
    ).toEqual({ ok: false, problem: 'unknown-serial' });
  });

  it('refuses a timestamp more than five minutes away and missing headers', () => {
    const old = String(now.getTime() / 1000 - 301);
    expect(
      verifySignedMessage(signedBy(certificateKey, 'BE2A2344B984167B', old), keys, now),
    ).toEqual({ ok: false, problem: 'stale' });
    const edge = String(now.getTime() / 1000 - 300);
    expect(
      verifySignedMessage(signedBy(certificateKey, 'BE2A2344B984167B', edge), keys, now).ok,
    ).toBe(true);
    expect(
      verifySignedMessage(
        { ...signedBy(certificateKey, 'BE2A2344B984167B'), nonce: undefined },
        keys,
        now,
      ),
    ).toEqual({ ok: false, problem: 'missing-headers' });
  });
});

describe('amounts', () => {
  it('converts yuan strings to integer fen and back', () => {
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('1999.99')).toBe(199999);
    expect(yuanToFen('100')).toBe(10000);
    expect(fenToYuan(199999)).toBe('1999.99');
    expect(fenToYuan(5)).toBe('0.05');
    for (const bad of ['', '-1', '1.234', '01.00', '1e3', ' 1']) {
      expect(() => yuanToFen(bad)).toThrow();
    }
  });
});
