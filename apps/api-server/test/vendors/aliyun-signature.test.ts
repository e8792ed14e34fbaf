// Aliyun's own worked example of the V3 signature (ACS3-HMAC-SHA256), reproduced exactly:
// https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature ("签名机制",
// steps 1–4: ECS RunInstances with fixed AccessKey, nonce and date).
import { describe, expect, it } from 'vitest';
import {
  acs3CanonicalQuery,
  acs3CanonicalRequest,
  acs3Encode,
  acs3Signature,
  acs3StringToSign,
  signAcs3Request,
  type Acs3Request,
} from '../../src/providers/aliyun-signature';

const EXAMPLE: Acs3Request = {
  method: 'POST',
  host: 'ecs.cn-shanghai.aliyuncs.com',
  path: '/',
  query: {
    RegionId: 'cn-shanghai',
    ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd',
  },
  action: 'RunInstances',
  version: '2014-05-26',
  accessKeyId: 'YourAccessKeyId',
  accessKeySecret: 'YourAccessKeySecret',
  nonce: '3156853299f313e23d1673dc12e1703d',
  date: new Date('2023-10-26T10:22:32Z'),
};

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('ACS3-HMAC-SHA256 (Aliyun V3 signature)', () => {
  it('reproduces the documented canonical request, string to sign and signature', () => {
    const { canonicalRequest, signedHeaders } = acs3CanonicalRequest(EXAMPLE);
    expect(canonicalRequest).toBe(
      [
        'POST',
        '/',
        'ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
        'host:ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action:RunInstances',
        `x-acs-content-sha256:${EMPTY_SHA256}`,
        'x-acs-date:2023-10-26T10:22:32Z',
        'x-acs-signature-nonce:3156853299f313e23d1673dc12e1703d',
        'x-acs-version:2014-05-26',
        '',
        'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signedHeaders).toBe(
      'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
    );
    const stringToSign = acs3StringToSign(canonicalRequest);
    expect(stringToSign).toBe(
      'ACS3-HMAC-SHA256\n7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259',
    );
    expect(acs3Signature('YourAccessKeySecret', stringToSign)).toBe(
      '06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });

  it('gives the documented Authorization header and the x-acs-* headers to send', () => {
    expect(signAcs3Request(EXAMPLE)).toEqual({
      'x-acs-action': 'RunInstances',
      'x-acs-version': '2014-05-26',
      'x-acs-date': '2023-10-26T10:22:32Z',
      'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
      'x-acs-content-sha256': EMPTY_SHA256,
      authorization:
        'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    });
  });

  it('encodes by RFC 3986 (space %20, * %2A, ~ kept) and signs content-type and a body', () => {
    expect(acs3Encode(" a*~!'()")).toBe('%20a%2A~%21%27%28%29');
    expect(acs3CanonicalQuery({ SignName: '保函 通', B: 'x+y', A: '{"k":"v"}' })).toBe(
      'A=%7B%22k%22%3A%22v%22%7D&B=x%2By&SignName=%E4%BF%9D%E5%87%BD%20%E9%80%9A',
    );
    const body = new TextEncoder().encode('{"x":1}');
    const { canonicalRequest, signedHeaders } = acs3CanonicalRequest({
      ...EXAMPLE,
      headers: { 'Content-Type': ' application/json ' },
      body,
    });
    expect(signedHeaders).toBe(
      'content-type;host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
    );
    expect(canonicalRequest).toContain('\ncontent-type:application/json\n');
    expect(
      canonicalRequest.endsWith(
        '\n5041bf1f713df204784353e82f6a4a535931cb64f1f4b4a5aeaffcb720918b22',
      ),
    ).toBe(true);
  });
});
