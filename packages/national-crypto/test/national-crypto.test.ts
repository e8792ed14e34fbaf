// National cryptography against published vectors: GB/T 32905 (SM3), GB/T 32907
// (SM4), GM/T 0042-2015 Appendix D.3 (HMAC-SM3), GB/T 32918.5-2017 Appendix A / GM/T 0003.5-2012
// (SM2 signature and encryption on the recommended curve), and the SM2 example of the 澳门国际银行
// 非融资性分离式投标保函接入手册 (HardyDou/mango @5745b912, docs/03_下游出函机构/).
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateSm2KeyPair,
  normalizeSm2PublicKey,
  sm2DecryptText,
  sm2Encrypt,
  sm2PublicKeyOf,
  sm2Sign,
  sm2Verify,
  type Sm2CipherOptions,
} from '../src';
import { keyedSm3, sm3, sm3Hex } from '../src';
import { sm4DecryptBytes, sm4DecryptText, sm4EncryptBytes, sm4EncryptText } from '../src';
import { keyBytes } from '../src';

const hex = (text: string) => Buffer.from(text, 'hex');

describe('SM3 (GB/T 32905-2016 Appendix A)', () => {
  it('hashes "abc" (A.1)', () => {
    expect(sm3Hex('abc')).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });

  it('hashes the 64-byte "abcd"×16 (A.2)', () => {
    expect(sm3Hex('abcd'.repeat(16))).toBe(
      'debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732',
    );
  });

  it('hashes bytes and text alike', () => {
    expect(sm3(Buffer.from('abc'))).toEqual(sm3('abc'));
  });
});

describe('keyed SM3', () => {
  const hmac = { keying: 'hmac', encoding: 'hex' } as const;

  // GM/T 0042-2015 Appendix D.3, first and second vectors (also in libxcrypt's test suite).
  it('HMAC-SM3 matches GM/T 0042-2015 D.3 #1', () => {
    const key = hex('0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20');
    const input = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'.repeat(2);
    expect(keyedSm3(input, key, hmac)).toBe(
      'ca05e144ed05d1857840d1f318a4a8669e559fc8391f414485bfdf7bb408963a',
    );
  });

  it('HMAC-SM3 matches GM/T 0042-2015 D.3 #2 (key longer than 32 bytes)', () => {
    const key = hex('0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425');
    expect(keyedSm3(Buffer.alloc(50, 0xcd), key, hmac)).toBe(
      '220bf579ded555393f0159f66c99877822a3ecf610d1552154b41d44b94db3ae',
    );
  });

  it('HMAC-SM3 with a text secret (jht5945/hmac-sm3 README: "TestSecret", "Hello World")', () => {
    expect(keyedSm3('Hello World', 'TestSecret', { keying: 'hmac', encoding: 'hex' })).toBe(
      '9d91da552268ddf11b9f69662773a66c6375b250336dfb9293e7e2611c36d79f',
    );
  });

  it('appends the secret after a joiner before hashing', () => {
    const content = 'a=1&b=2';
    const append = (joiner: string) => ({ keying: 'append', joiner }) as const;
    expect(keyedSm3(content, 'S3CRET', { ...append(''), encoding: 'hex' })).toBe(
      sm3Hex('a=1&b=2S3CRET'),
    );
    expect(keyedSm3(content, 'S3CRET', { ...append('&'), encoding: 'base64' })).toBe(
      sm3('a=1&b=2&S3CRET').toString('base64'),
    );
    expect(keyedSm3(content, 'S3CRET', { ...append('&appsecret='), encoding: 'HEX' })).toBe(
      sm3Hex('a=1&b=2&appsecret=S3CRET').toUpperCase(),
    );
  });
});

describe('SM4 (GB/T 32907-2016 Appendix A)', () => {
  const key = hex('0123456789abcdeffedcba9876543210');

  it('encrypts the example block (A.1) and decrypts it back', () => {
    const options = { mode: 'ecb', padding: 'none', key } as const;
    const encrypted = sm4EncryptBytes(key, options);
    expect(encrypted.toString('hex')).toBe('681edf34d206965e86b3e94f536e4246');
    expect(sm4DecryptBytes(encrypted, options)).toEqual(key);
  });

  // The primitive sm4.ts wraps, one cipher object block by block: about 1 s here, where a cipher
  // object per block (sm4EncryptBytes) would take several.
  // A million block operations: seconds alone, far more beside the rest of the test command.
  it('encrypts the example block 1,000,000 times (A.2)', { timeout: 120_000 }, () => {
    let block: Buffer = key;
    const cipher = createCipheriv('sm4-ecb', key, null).setAutoPadding(false);
    for (let i = 0; i < 1_000_000; i++) block = cipher.update(block);
    expect(block.toString('hex')).toBe('595298c7c6fd271f0402f804c33d3f66');
  });

  it('pads with PKCS#7 (PKCS5Padding): a whole block of 16 when the text fills the block', () => {
    const options = { mode: 'ecb', padding: 'pkcs7', key } as const;
    expect(sm4EncryptBytes(key, options).subarray(0, 16).toString('hex')).toBe(
      '681edf34d206965e86b3e94f536e4246',
    );
    expect(sm4EncryptBytes(key, options)).toHaveLength(32);
    expect(sm4EncryptBytes(Buffer.from('abc'), options)).toHaveLength(16);
  });

  it('round-trips CBC text with a key and IV given as UTF-8 text, in Base64 and hex', () => {
    const options = {
      mode: 'cbc',
      padding: 'pkcs7',
      key: keyBytes('1234567890abcdef', 'utf8'),
      iv: keyBytes('fedcba9876543210fedcba9876543210', 'hex'),
    } as const;
    for (const encoding of ['base64', 'hex', 'HEX'] as const) {
      const encrypted = sm4EncryptText('投标保函 bid bond', { ...options, encoding });
      expect(sm4DecryptText(encrypted, { ...options, encoding })).toBe('投标保函 bid bond');
    }
  });

  it('CBC with the IV of zeros on a first block equals ECB', () => {
    const ecb = sm4EncryptBytes(key, { mode: 'ecb', padding: 'none', key });
    const cbc = sm4EncryptBytes(key, { mode: 'cbc', padding: 'none', key, iv: Buffer.alloc(16) });
    expect(cbc).toEqual(ecb);
  });

  it('refuses a wrong key length, a missing IV, and a wrong key on decryption', () => {
    expect(() =>
      sm4EncryptBytes(key, { mode: 'ecb', padding: 'none', key: key.subarray(1) }),
    ).toThrow();
    expect(() => sm4EncryptBytes(key, { mode: 'cbc', padding: 'none', key })).toThrow();
    const encrypted = sm4EncryptText('hello', {
      mode: 'ecb',
      padding: 'pkcs7',
      key,
      encoding: 'hex',
    });
    const otherKey = hex('00112233445566778899aabbccddeeff');
    expect(() =>
      sm4DecryptText(encrypted, { mode: 'ecb', padding: 'pkcs7', key: otherKey, encoding: 'hex' }),
    ).toThrow();
  });
});

describe('SM2 signatures (GB/T 32918.5-2017 Appendix A, GM/T 0003.5-2012)', () => {
  const privateKey = '3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8';
  const publicKey =
    '0409f9df311e5421a150dd7d161e4bc5c672179fad1833fc076bb08ff356f35020' +
    'ccea490ce26775a52dc6ea718cc1aa600aed05fbf35e084a6632f6072da9ad13';
  const published =
    'F5A03B0648D2C4630EEAC513E1BB81A15944DA3827D5B74143AC7EACEEE720B3' +
    'B1B6AA29DF212FD8763182BC0D421CA1BB9038FD1F7F42D4840B69C485BBC1AA';
  const raw = { format: 'raw', encoding: 'HEX' } as const;

  it('derives the example public key from the example private key', () => {
    expect(sm2PublicKeyOf(privateKey)).toBe(publicKey);
  });

  it('verifies the published signature of "message digest" with the default user ID', () => {
    expect(sm2Verify('message digest', published, publicKey, raw)).toBe(true);
    expect(sm2Verify('message digest', published, publicKey.slice(2).toUpperCase(), raw)).toBe(
      true,
    );
  });

  it('refuses it for another message, another user ID, or a changed signature', () => {
    expect(sm2Verify('message digesT', published, publicKey, raw)).toBe(false);
    expect(
      sm2Verify('message digest', published, publicKey, { ...raw, userId: 'ALICE123@YAHOO.COM' }),
    ).toBe(false);
    expect(sm2Verify('message digest', `${published.slice(0, -1)}B`, publicKey, raw)).toBe(false);
    expect(sm2Verify('message digest', 'not hex', publicKey, raw)).toBe(false);
  });

  it('signs and verifies a new key pair, DER in Base64 and raw in hex', () => {
    const pair = generateSm2KeyPair();
    for (const options of [
      { format: 'der', encoding: 'base64' },
      { format: 'raw', encoding: 'hex' },
    ] as const) {
      const signature = sm2Sign('投标保函 applyno=1', pair.privateKey, options);
      expect(sm2Verify('投标保函 applyno=1', signature, pair.publicKey, options)).toBe(true);
      expect(sm2Verify('投标保函 applyno=2', signature, pair.publicKey, options)).toBe(false);
      expect(
        sm2Verify('投标保函 applyno=1', signature, generateSm2KeyPair().publicKey, options),
      ).toBe(false);
    }
  });

  it('refuses a public key off the curve', () => {
    expect(() => normalizeSm2PublicKey(`04${'1'.repeat(128)}`)).toThrow();
  });
});

describe('SM2 encryption', () => {
  // GB/T 32918.5-2017 Appendix C / GM/T 0003.5-2012: "encryption standard" under the Appendix A key,
  // C1 ‖ C3 ‖ C2 (taken from the standard's DER form, as OpenSSL and Go's tests reproduce it).
  it('decrypts the standard example', () => {
    const c1 =
      '04ebfc718e8d1798620432268e77feb6415e2ede0e073c0f4f640ecd2e149a73' +
      'e858f9d81e5430a57b36daab8f950a3c64e6ee6a63094d99283aff767e124df0';
    const c3 = '59983c18f809e262923c53aec295d30383b54e39d609d160afcb1908d0bd8766';
    const c2 = '21886ca989ca9c7d58087307ca93092d651efa';
    const privateKey = '3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8';
    expect(
      sm2DecryptText(`04${c1}${c3}${c2}`, privateKey, {
        order: 'C1C3C2',
        c1Prefix: true,
        encoding: 'hex',
      }),
    ).toBe('encryption standard');
    expect(
      sm2DecryptText(`${c1}${c2}${c3}`, privateKey, {
        order: 'C1C2C3',
        c1Prefix: false,
        encoding: 'hex',
      }),
    ).toBe('encryption standard');
  });

  it.each([
    { order: 'C1C3C2', c1Prefix: true, encoding: 'hex' },
    { order: 'C1C3C2', c1Prefix: false, encoding: 'base64' },
    { order: 'C1C2C3', c1Prefix: true, encoding: 'HEX' },
    { order: 'C1C2C3', c1Prefix: false, encoding: 'hex' },
  ] satisfies Sm2CipherOptions[])('round-trips %o', (options) => {
    const pair = generateSm2KeyPair();
    const encrypted = sm2Encrypt('{"key":"0123456789abcdef"}', pair.publicKey, options);
    expect(sm2DecryptText(encrypted, pair.privateKey, options)).toBe('{"key":"0123456789abcdef"}');
    const otherOrder = {
      ...options,
      order: options.order === 'C1C3C2' ? 'C1C2C3' : 'C1C3C2',
    } as const;
    expect(() => sm2DecryptText(encrypted, pair.privateKey, otherOrder)).toThrow();
    expect(() => sm2DecryptText(encrypted, generateSm2KeyPair().privateKey, options)).toThrow();
  });

  // 澳门国际银行 manual, 1.4 报文结构: the request example's `data`, encrypted with the bank's
  // public key, and the answer example's, encrypted with the partner's (行方 / 合作方 key pairs).
  it('decrypts the 澳门国际银行 manual examples (C1C3C2, 04 prefix, hex either case)', () => {
    const options = { order: 'C1C3C2', c1Prefix: true, encoding: 'hex' } as const;
    const bankPrivateKey = '58a56fe06e81724a88fc3e2282428e2773af14b9d720032cfa5ebfdadcd9d23e';
    expect(sm2PublicKeyOf(bankPrivateKey)).toBe(
      '04c7457f9972b25722d1b7144fd27bd470befafaeb1c812db71fc4fc653f5e4d87a76d1069b2661b9feddfbc967a29cb23c223de2d5564159b9d7e33abd4b77eac',
    );
    expect(sm2DecryptText(MACAU_REQUEST_DATA, bankPrivateKey, options)).toBe(
      '{"creditApplicationCode":"0120210402772141087"}',
    );
    const partnerPrivateKey = '041838FF0965F17C9D8C69AA1640523C2AD83ED5AD482A1F59774E75980A6190';
    expect(JSON.parse(sm2DecryptText(MACAU_ANSWER_DATA, partnerPrivateKey, options))).toEqual({
      url: 'https://xib01.test.xib.com.cn:34443/loan/gwsg#/idcard-verify?token=50cfbc40d9abccacac1014eb357b533b8c60e7a41ab5d31ae158d652df139950',
      token: '50cfbc40d9abccacac1014eb357b533b8c60e7a41ab5d31ae158d652df139950',
      status: '1',
    });
  });
});

const MACAU_REQUEST_DATA =
  '046A7C4B653CFB7B0820581DA7B393706E94562ECD7FE9B98AEA20DC78B42A31A5DAAB9479358EF7F335D75C50E4492F' +
  '9563EA0AB1DCD2D3C742818ECF1C234D4DF3E859A7C702AFC56AF86F3EBBE27B4175D54BF7614B689125842AEE0A840E' +
  '449CA64F48CF39025868668069C58F043DCFD28D228D6B77C8C210AF46301CDEF72F54A609F582DCD92A379E5A41DE6C';

const MACAU_ANSWER_DATA =
  '047da9ae370b5b6723edee53d5c437f082c1af87b4a10bb3641f196ca95e0f3a35eb7f0fcf21cec9f46472a7992b89f1' +
  '90e67ae23019e871fe0248b92b92642bbe7008af0938b9096684824e206002ee77ca1d5026ac1b3438412c5100881c20' +
  '89e38a0e33a8615401e171f99bdcc4ba3005fcd59314b4d22c5401af76f05908f70972a04839f3641cf0474373e28cf3' +
  '43f07a96332e121b8f2a8434364497bd5ee8025e9231fbb1c97b911faf73ec36c3b110909b575602d297bdbd73942d56' +
  'edb166ff3328e04ecb4fb97c20af57f11aad1b65786c77f0190a9955c7af9d22f0c2bc9699e61b7dfe5aba5bbbee2495' +
  '22713ab3a1343f10206ccbec8fd0ba24d49a9265f9ac3954c2efca106a2a2cc3245458ea173d06efa71f61772fa39abd' +
  'b0530b81c97b55b03f312169e88168eb524cdc2bb548104a4a22e425a2e7568c842a7f659f83';
