// Alipay RSA2 signing and 公钥证书 serial numbers against published examples (Alipay's docs and
// alipay-sdk-nodejs-all's test fixtures), then our own round trips.
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chinaDateTime } from '../../src/time/china-time';
import {
  certificateMode,
  certificateSn,
  rootCertificateSn,
} from '../../src/providers/payment/alipay/certificates';
import {
  responseSignedText,
  rsa2Sign,
  rsa2Verify,
  signContent,
  signRequestParams,
  verifyNotificationFields,
} from '../../src/providers/payment/alipay/sign';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', 'alipay', name), 'utf8');
const sdkAppPrivateKey = createPrivateKey(fixture('app-private-key.pem'));
const sdkAppPublicKey = createPublicKey(fixture('app-public-key.pem'));
const sdkAlipayPublicKey = createPublicKey(fixture('alipay-public-key.pem'));

describe('published examples', () => {
  it('builds the sign content of the request example in Alipay’s signing guide', () => {
    // https://opendocs.alipay.com/common/02kf5q (自行实现签名: 请求示例 and 待签名字符串)
    const bizContent =
      '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"},{"name":"查询","subButton":[{"actionParam":"ZFB_YECX","actionType":"out","name":"余额查询"},{"actionParam":"ZFB_LLCX","actionType":"out","name":"流量查询"},{"actionParam":"ZFB_HFCX","actionType":"out","name":"话费查询"}]},{"actionParam":"http://m.alipay.com","actionType":"link","name":"最新优惠"}]}';
    const params = {
      app_id: '2014072300007148',
      method: 'alipay.mobile.public.menu.add',
      charset: 'GBK',
      sign_type: 'RSA2',
      timestamp: '2014-07-24 03:07:50',
      biz_content: bizContent,
      sign: 'e9zEAe4TTQ4LPLQvETPoLGXTiURcxiAKfMVQ6Hrrsx2hmyIEGvSfAQzbLxHrhyZ48wOJXTsD4FPnt+YGdK57+fP1BCbf9rIVycfjhYCqlFhbTu9pFnZgT55W+xbAFb9y7vL0MyAxwXUXvZtQVqEwW7pURtKilbcBTEW7TAxzgro=',
      version: '1.0',
    };
    expect(signContent(params)).toBe(
      `app_id=2014072300007148&biz_content=${bizContent}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0`,
    );
  });

  it('verifies the SDK’s recorded alipay_open_file_upload_response with its Alipay public key', () => {
    // alipay-sdk-nodejs-all test/alipay.test.ts, checkResponseSign 'should work' (a recorded answer)
    const body =
      '{"alipay_open_file_upload_response":{"code":"10000","msg":"Success","file_id":"CAxAToWB1JsAAAAAAAAAAAAADgSLAQBr"},"sign":"F+LDzpTNiavn7xVZPGuPCSSVRSmWzJGgtuji6tVELGEaqMaNj0jRKXUEr5nloZJBBmwEnddOyCjjepMmrTKTvoOqQ0Efxpr/R1iEeHTHVbb/Q8TTh6Up5gHJDkILdaWS2q1cWeQ6VT+HQY9P3WRXS7uhILHuDODIhpAyCu5KhWGt0rMCIG+Im6NODJP2oohtSCtmTFXg58HH587Z2y2bdbjzOxLvzD9IrU1imghXQ2S/Q+wMIvRk9on6cWnBLkrNvJKapA2ReNGWOwyuASvB9zDVzhMPbR+3mfRGkVDxsq5HYLjBKGskJMXHw0HuugZij6ScRuaLPODhmHwr/pJ9yw=="}';
    const signed = responseSignedText(body, 'alipay_open_file_upload_response');
    expect(signed).toBe(
      '{"code":"10000","msg":"Success","file_id":"CAxAToWB1JsAAAAAAAAAAAAADgSLAQBr"}',
    );
    const { sign } = JSON.parse(body) as { sign: string };
    expect(rsa2Verify(signed ?? '', sign, sdkAlipayPublicKey)).toBe(true);
    expect(rsa2Verify(signed ?? '', 'wrong-sing', sdkAlipayPublicKey)).toBe(false);
    expect(rsa2Verify(`${signed} `, sign, sdkAlipayPublicKey)).toBe(false);
  });

  it('cuts the response text as the SDK’s getSignStr does (escapes, whitespace, a nested "sign")', () => {
    // alipay-sdk-nodejs-all test/alipay.test.ts, describe('getSignStr()')
    const inner =
      '{"code":"10000","sign":"xxx","msg":"Success","image_id":"Zp1Nm6FDTZaEuSSniGd5awAAACMAAQED","image_url":"http:\\/\\/oalipay-dl-django.alicdn.com\\/rest\\/1.0\\/image?fileIds=Zp1Nm6FDTZaEuSSniGd5awAAACMAAQED&zoom=original"}';
    const key = 'alipay_offline_material_image_upload_response';
    expect(responseSignedText(`{"${key}":${inner},"sign":"P8x"}`, key)).toBe(inner);
    expect(
      responseSignedText(`{"${key}"\n        :\n        ${inner},\n\n  "sign"  :  "P8x"}`, key),
    ).toBe(inner);
    expect(responseSignedText('{"error_response":{"code":"40002"}}', key)).toBeNull();
  });

  it('verifies the SDK’s trade_status_sync notification sample (sign and sign_type excluded)', () => {
    // alipay-sdk-nodejs-all test/alipay.test.ts, checkNotifySign 'verify sign should delete sign_type'
    const notifyPublicKey = createPublicKey({
      key: Buffer.from(
        'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB',
        'base64',
      ),
      format: 'der',
      type: 'spki',
    });
    const fields = {
      gmt_create: '2019-08-15 15:56:22',
      charset: 'utf-8',
      seller_email: 'z97-yuquerevenue@service.aliyun.com',
      subject: '语雀空间 500人规模',
      sign: 'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==',
      buyer_id: '2088102534368455',
      invoice_amount: '0.10',
      notify_id: '2019081500222155624068450559358070',
      fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      receipt_amount: '0.10',
      buyer_pay_amount: '0.10',
      sign_type: 'RSA2',
      app_id: '2019073166072302',
      seller_id: '2088531891668739',
      gmt_payment: '2019-08-15 15:56:24',
      notify_time: '2019-08-15 15:56:25',
      version: '1.0',
      out_trade_no: '20190815155618536-564-57',
      total_amount: '0.10',
      trade_no: '2019081522001468450512505578',
      auth_app_id: '2019073166072302',
      buyer_logon_id: 'xud***@126.com',
      point_amount: '0.00',
    };
    expect(verifyNotificationFields(fields, notifyPublicKey)).toBe(true);
    expect(verifyNotificationFields({ ...fields, total_amount: '100.00' }, notifyPublicKey)).toBe(
      false,
    );
  });

  it('computes the SDK’s app_cert_sn, alipay_cert_sn and alipay_root_cert_sn', () => {
    // alipay-sdk-nodejs-all test/antcertutil.test.ts (getSNFromPath)
    expect(
      certificateSn(new X509Certificate(fixture('appCertPublicKey_2021001161683774.crt'))),
    ).toBe('866efef280dec9137a87d047ac446315');
    expect(certificateSn(new X509Certificate(fixture('alipayCertPublicKey_RSA2.crt')))).toBe(
      '7513daaaa48aa3ba2e4018d84402479c',
    );
    // Four roots in the bundle; only the two RSA-signed ones count.
    expect(rootCertificateSn(fixture('alipayRootCert.crt'))).toBe(
      '687b59193f3f462dd5336e5abf83c5d8_02941eef3187dddf3d3b83462e1dfcf6',
    );
  });

  it('reads the Alipay public key out of alipayCertPublicKey_RSA2.crt', () => {
    // alipay-sdk-nodejs-all test/antcertutil.test.ts (loadPublicKeyFromPath)
    const mode = certificateMode(
      fixture('appCertPublicKey_2021001161683774.crt'),
      fixture('alipayCertPublicKey_RSA2.crt'),
      fixture('alipayRootCert.crt'),
    );
    expect(mode.alipayPublicKey.export({ type: 'spki', format: 'der' }).toString('base64')).toBe(
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAhoVesfcGvUv1XvUndmX0rmSZ/2posJBCooySbSVFpV79RtHMzrVz2aKkC3WvOXeT5iNeQK4mK8gp3vNkWrHTkQGx5BcmkeO1WS384CQde7dAS0gmxeFs5bs+cCQqV2A2c2R9/5rJMtFtp1Ot/rIiMBUn6Ei0UoztM7AneavqQEzSwYlCKNhPFFtHCiz7u4O5R9CIyvUmYr+zpem2HXBN9ygPAZ0aXBQipGbc45+G07ZCNsmY4hV/Igya1aBf+Ye8p10Ew8uBBri0sIknhSC2LqKKy2IH1fO6q1d1jhN240QRHvbpRNv60kAfZsEulBASBrCMBi49NiJyr5nre7SNywIDAQAB',
    );
  });
});

describe('our signatures', () => {
  it('leaves out empty values and sign, keeps sign_type in a request', () => {
    expect(signContent({ b: '2', a: '1', sign: 'x', empty: '', sign_type: 'RSA2' })).toBe(
      'a=1&b=2&sign_type=RSA2',
    );
  });

  it('signs a request so that the app public key verifies it', () => {
    const params = signRequestParams(
      {
        app_id: '2021000122671080',
        method: 'alipay.trade.query',
        biz_content: '{"out_trade_no":"B1"}',
      },
      sdkAppPrivateKey,
    );
    expect(rsa2Verify(signContent(params), params.sign ?? '', sdkAppPublicKey)).toBe(true);
    // PKCS #1 v1.5 is deterministic: the same content always gives the same signature.
    expect(rsa2Sign(signContent(params), sdkAppPrivateKey)).toBe(params.sign);
  });

  it('writes timestamps in Beijing time', () => {
    expect(chinaDateTime(new Date('2026-11-29T16:05:09Z'))).toBe('2026-11-30 00:05:09');
  });
});
