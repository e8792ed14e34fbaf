// Tencent Cloud's worked example of "签名方法 v3" (CVM DescribeInstances, ap-guangzhou, timestamp
// 1551113065), https://cloud.tencent.com/document/api/213/30654 ("签名版本 v3 签名过程"), reproduced
// step by step. The document masks its SecretKey, so the first derivation (SecretDate from the key)
// cannot be replayed; it publishes every derived key in hex, and each later step is checked from the
// published value before it, up to the published Signature and Authorization.
import { describe, expect, it } from 'vitest';
import {
  signTc3Request,
  tc3Authorization,
  tc3CanonicalRequest,
  tc3CredentialScope,
  tc3SecretDate,
  tc3SecretService,
  tc3SecretSigning,
  tc3Signature,
  tc3StringToSign,
} from '../../src/providers/tencent-signature';

const DOC = {
  host: 'cvm.tencentcloudapi.com',
  action: 'DescribeInstances',
  timestamp: 1551113065,
  // The body as sent: the escapes are literal characters, not the decoded 未命名.
  payload:
    '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  canonicalRequest: [
    'POST',
    '/',
    '',
    'content-type:application/json; charset=utf-8',
    'host:cvm.tencentcloudapi.com',
    'x-tc-action:describeinstances',
    '',
    'content-type;host;x-tc-action',
    '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
  ].join('\n'),
  stringToSign: [
    'TC3-HMAC-SHA256',
    '1551113065',
    '2019-02-25/cvm/tc3_request',
    '7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84',
  ].join('\n'),
  secretDate: 'da98fb70dcf6b112dc21038d1eeeb3a95c74b4dcb12c1131f864f6066bd02be0',
  secretService: '8d70cbefb03939f929db64d32dc2ba89b1095620119fe3e050e2b18c5bd2752f',
  secretSigning: 'b596b923aad85185e2d1f6659d2a062e0a86731226e021e61bfe06f7ed05f5af',
  signature: '10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f',
};
// The document's SecretId, as masked there: it only appears in the Authorization header.
const DOC_SECRET_ID = `AKID${'*'.repeat(32)}`;

describe('TC3-HMAC-SHA256 (签名方法 v3 worked example)', () => {
  it('builds the documented canonical request', () => {
    expect(tc3CanonicalRequest(DOC.host, DOC.action, DOC.payload)).toBe(DOC.canonicalRequest);
  });

  it('builds the documented credential scope and string to sign (UTC date, not UTC+8)', () => {
    const scope = tc3CredentialScope(DOC.timestamp, 'cvm');
    expect(scope).toBe('2019-02-25/cvm/tc3_request');
    expect(tc3StringToSign(DOC.timestamp, scope, DOC.canonicalRequest)).toBe(DOC.stringToSign);
  });

  it('derives the documented SecretService and SecretSigning', () => {
    const secretService = tc3SecretService(Buffer.from(DOC.secretDate, 'hex'), 'cvm');
    expect(secretService.toString('hex')).toBe(DOC.secretService);
    expect(tc3SecretSigning(secretService).toString('hex')).toBe(DOC.secretSigning);
  });

  it('computes the documented signature and Authorization header', () => {
    const signature = tc3Signature(Buffer.from(DOC.secretSigning, 'hex'), DOC.stringToSign);
    expect(signature).toBe(DOC.signature);
    expect(tc3Authorization(DOC_SECRET_ID, '2019-02-25/cvm/tc3_request', signature)).toBe(
      `TC3-HMAC-SHA256 Credential=${DOC_SECRET_ID}/2019-02-25/cvm/tc3_request, ` +
        `SignedHeaders=content-type;host;x-tc-action, Signature=${DOC.signature}`,
    );
  });

  it('signs a request end to end with the same steps and the documented headers', () => {
    const credentials = { secretId: 'AKIDTEST', secretKey: 'test-secret-key' };
    const headers = signTc3Request(credentials, {
      service: 'cvm',
      host: DOC.host,
      action: DOC.action,
      version: '2017-03-12',
      region: 'ap-guangzhou',
      payload: DOC.payload,
      timestamp: DOC.timestamp,
    });
    const secretSigning = tc3SecretSigning(
      tc3SecretService(tc3SecretDate(credentials.secretKey, '2019-02-25'), 'cvm'),
    );
    expect(headers).toEqual({
      Authorization: tc3Authorization(
        'AKIDTEST',
        '2019-02-25/cvm/tc3_request',
        tc3Signature(secretSigning, DOC.stringToSign),
      ),
      'Content-Type': 'application/json; charset=utf-8',
      Host: 'cvm.tencentcloudapi.com',
      'X-TC-Action': 'DescribeInstances',
      'X-TC-Timestamp': '1551113065',
      'X-TC-Version': '2017-03-12',
      'X-TC-Region': 'ap-guangzhou',
    });
  });
});
