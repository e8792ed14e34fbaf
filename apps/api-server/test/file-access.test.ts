// Who can open which stored file, through HTTP (docs/files.md): the contract, the transfer voucher
// and the letter of an order (and a performance or wage order's 施工合同 and 中标通知书), and an
// enterprise's ID-card scans are private. Anonymous requests for
// their paths are refused (403); the signed links in the owner's answers (the enterprise, or the
// guarantor handling the order) open them; another enterprise or company gets no link (404/403)
// and cannot have one made by passing the path off as its own; the public opens an issued letter
// only through /api/letter/verify with its number and 查验码.
import {
  addPayImage,
  companyGetOrderDetail,
  companyHandleLetterStatus,
  companyHandleReviewStatus,
  companyLetterSign,
  getAuthInfo,
  getOrderInfo,
  performanceGetLetterDetail,
  saveCertificate,
  storedFilePath,
  submitIdentity,
  verifyLetter,
  workerGetLetterDetail,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAccounts, orderAt } from './company-order-fixtures';
import { callEndpoint } from './company-session';
import { contractOrderAt } from './contract-letter-fixtures';
import { applyAndSign, orderRow } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { samplePdf, samplePng, signedLinkTo, upload } from './upload-helpers';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  // The order's enterprise, another (unauthenticated) one, the order's guarantor and another.
  tokens = await logInAccounts(t, {
    enterprises: ['13800000001', '13800000002'],
    companies: ['xinda_admin', 'pingan_admin'],
  });
});
afterAll(() => t.close());

const as = (who: string, endpoint: EndpointDefinition, fields: Record<string, string>) =>
  callEndpoint(t.app, endpoint, tokens[who], fields);
const ok = async (who: string, endpoint: EndpointDefinition, fields: Record<string, string>) => {
  const res = await as(who, endpoint, fields);
  expect([res.statusCode, res.json().msg]).toEqual([200, '']);
  return res.json().data;
};
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The file opens through `link` and is refused, unsigned, at its stored path (nobody logged in). */
async function onlyThroughLink(link: string, path: string | null) {
  expect(path).toMatch(/^\/uploads\//);
  expect(link).toEqual(signedLinkTo(path));
  expect((await get(link)).statusCode).toBe(200);
  const bare = await get(path!);
  expect([bare.statusCode, bare.json().code]).toEqual([403, -2]);
}

/** Another tenant's call about the order is refused and carries no link to its files. */
async function refusedWithoutLink(
  who: string,
  endpoint: EndpointDefinition,
  sn: string,
  paths: Array<string | null>,
) {
  const res = await as(who, endpoint, { order_sn: sn });
  expect([403, 404]).toContain(res.statusCode);
  for (const path of paths) expect(res.body).not.toContain(storedFilePath(path!).split('/').pop());
}

describe('files of an order', () => {
  it('the signed contract: the enterprise and its guarantor, nobody else', async () => {
    const sn = await applyAndSign(t, tokens['13800000001']!);
    const { signedContractUrl } = await orderRow(t, sn);
    await onlyThroughLink(
      (await ok('13800000001', getOrderInfo, { order_sn: sn })).contract_url,
      signedContractUrl,
    );
    await onlyThroughLink(
      (await ok('xinda_admin', companyGetOrderDetail, { order_sn: sn })).contract_url,
      signedContractUrl,
    );
    await refusedWithoutLink('13800000002', getOrderInfo, sn, [signedContractUrl]);
    await refusedWithoutLink('pingan_admin', companyGetOrderDetail, sn, [signedContractUrl]);
  });

  it('the transfer voucher: uploaded by the enterprise, checked by its guarantor', async () => {
    const sn = await applyAndSign(t, tokens['13800000001']!);
    await ok('xinda_admin', companyHandleReviewStatus, { order_sn: sn, action: 'approve' });
    const uploaded = (
      await upload(t.app, {
        name: '转账凭证.png',
        bytes: samplePng('voucher'),
        scene: 'pay_image',
        token: tokens['13800000001'],
      })
    ).json().data.url;
    await ok('13800000001', addPayImage, { order_sn: sn, image: uploaded });
    const { payImage } = await orderRow(t, sn);
    expect(payImage).toBe(storedFilePath(uploaded));
    await onlyThroughLink(
      (await ok('13800000001', getOrderInfo, { order_sn: sn })).pay_image,
      payImage,
    );
    await onlyThroughLink(
      (await ok('xinda_admin', companyGetOrderDetail, { order_sn: sn })).pay_image,
      payImage,
    );
    await refusedWithoutLink('13800000002', getOrderInfo, sn, [payImage]);
    await refusedWithoutLink('pingan_admin', companyGetOrderDetail, sn, [payImage]);
  });

  it('the letter: the guarantor from sealing, the enterprise once issued, the public through verification with the code', async () => {
    const sn = await orderAt(t, 3);
    const sealed = await ok('xinda_admin', companyLetterSign, { order_sn: sn });
    const { letterUrl, letterNo, verifyCode } = await orderRow(t, sn);
    await onlyThroughLink(sealed.letter_url, letterUrl);
    expect((await ok('13800000001', getOrderInfo, { order_sn: sn })).letter_url).toBeNull();
    expect((await ok('anyone', verifyLetter, { letter_no: letterNo! })).letter_url).toBeNull();

    await ok('xinda_admin', companyHandleLetterStatus, { order_sn: sn, action: 'issue' });
    await onlyThroughLink(
      (await ok('13800000001', getOrderInfo, { order_sn: sn })).letter_url,
      letterUrl,
    );
    await onlyThroughLink(
      (await ok('xinda_admin', companyGetOrderDetail, { order_sn: sn })).letter_url,
      letterUrl,
    );
    // The public: the holder (number + 查验码) only; the number alone never gets the file.
    expect((await ok('anyone', verifyLetter, { letter_no: letterNo! })).letter_url).toBeNull();
    await onlyThroughLink(
      (await ok('anyone', verifyLetter, { letter_no: letterNo!, verify_code: verifyCode! }))
        .letter_url,
      letterUrl,
    );
    await refusedWithoutLink('13800000002', getOrderInfo, sn, [letterUrl]);
    await refusedWithoutLink('pingan_admin', companyGetOrderDetail, sn, [letterUrl]);
  });

  it('the letter’s file digests: to whoever gets its link, from the same moment', async () => {
    const sn = await orderAt(t, 3);
    await ok('xinda_admin', companyLetterSign, { order_sn: sn });
    const row = await orderRow(t, sn);
    const digests = {
      pdf_sha256: row.letterDigest,
      pdf_sm3: row.letterSm3,
      ofd_sha256: row.letterOfdSha256,
      ofd_sm3: row.letterOfdSm3,
    };
    for (const digest of Object.values(digests)) expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const detail = () => ok('xinda_admin', companyGetOrderDetail, { order_sn: sn });
    const enterpriseDetail = () => ok('13800000001', getOrderInfo, { order_sn: sn });
    expect((await detail()).letter_digests).toEqual(digests);
    expect((await enterpriseDetail()).letter_digests).toBeNull();
    await ok('xinda_admin', companyHandleLetterStatus, { order_sn: sn, action: 'issue' });
    expect((await enterpriseDetail()).letter_digests).toEqual(digests);
  });
});

describe('the 施工合同 and 中标通知书 of performance and wage orders', () => {
  /** An enterprise upload (a PDF), as the application form stores it. */
  const uploaded = async (name: string) =>
    storedFilePath(
      (await upload(t.app, { name, bytes: samplePdf(), token: tokens['13800000001'] })).json().data
        .url,
    );

  it('a performance order’s: the applying enterprise and the order’s guarantor, nobody else', async () => {
    const contract = await uploaded('施工合同.pdf');
    const notice = await uploaded('中标通知书.pdf');
    const sn = await contractOrderAt(t, 'performance', 1, {
      terms: { contractFile: contract, awardNoticeFile: notice },
    });
    const mine = (await ok('13800000001', performanceGetLetterDetail, { order_sn: sn })).terms;
    await onlyThroughLink(mine.contract_file, contract);
    await onlyThroughLink(mine.award_notice_file, notice);
    const guarantor = (await ok('xinda_admin', companyGetOrderDetail, { order_sn: sn })).terms;
    await onlyThroughLink(guarantor.contract_file, contract);
    await onlyThroughLink(guarantor.award_notice_file, notice);
    await refusedWithoutLink('13800000002', performanceGetLetterDetail, sn, [contract, notice]);
    await refusedWithoutLink('pingan_admin', companyGetOrderDetail, sn, [contract, notice]);
    // Nor through the other family's detail call.
    await refusedWithoutLink('13800000001', workerGetLetterDetail, sn, [contract, notice]);
  });

  it('a wage order’s contract: the applying enterprise and the order’s guarantor; no award notice', async () => {
    const contract = await uploaded('施工合同.pdf');
    const sn = await contractOrderAt(t, 'worker', 3, { terms: { contractFile: contract } });
    const mine = (await ok('13800000001', workerGetLetterDetail, { order_sn: sn })).terms;
    await onlyThroughLink(mine.contract_file, contract);
    expect(mine.award_notice_file).toBeNull();
    await onlyThroughLink(
      (await ok('xinda_admin', companyGetOrderDetail, { order_sn: sn })).terms.contract_file,
      contract,
    );
    await refusedWithoutLink('13800000002', workerGetLetterDetail, sn, [contract]);
    await refusedWithoutLink('pingan_admin', companyGetOrderDetail, sn, [contract]);
  });
});

describe('ID-card scans', () => {
  it('open for their enterprise only; another cannot claim the path as its own file', async () => {
    const scan = async (variant: string) =>
      (
        await upload(t.app, {
          name: `${variant}.png`,
          bytes: samplePng(variant),
          scene: 'id_card',
          token: tokens['13800000002'],
        })
      ).json().data.url as string;
    const info = await ok('13800000002', submitIdentity, {
      role: 'legal',
      name: '陈志强',
      id_card: '320102198503151230',
      id_card_front: await scan('front'),
      id_card_back: await scan('back'),
    });
    const front = storedFilePath(info.identity.id_card_front);
    await onlyThroughLink((await ok('13800000002', getAuthInfo, {})).identity.id_card_front, front);

    expect(JSON.stringify(await ok('13800000001', getAuthInfo, {}))).not.toContain(front);
    const claimed = await as('13800000001', saveCertificate, {
      name: '建筑业企业资质证书',
      number: 'D232012345',
      issuer: '江苏省住房和城乡建设厅',
      expire_date: '2030-06-30',
      files: front,
    });
    expect([claimed.statusCode, claimed.json().data.fields.files]).toEqual([
      400,
      '证书文件不存在或已删除，请重新上传',
    ]);
    const voucherOrder = await orderAt(t, 2);
    const voucher = await as('13800000001', addPayImage, { order_sn: voucherOrder, image: front });
    expect([voucher.statusCode, voucher.json().data.fields.image]).toEqual([
      400,
      '转账凭证无效，请重新上传（JPG、PNG 或 PDF）',
    ]);
  });
});
