// Who can open a performance or wage order's 施工合同 and 中标通知书 (orders.contract_file,
// award_notice_file), in the style of file-access.test.ts: private uploads of the applying
// enterprise, handed out in `terms` as short-lived signed links to that enterprise and to the
// order's guarantor only; refused unsigned; another enterprise or company gets no link.
import {
  companyGetOrderDetail,
  performanceGetLetterDetail,
  storedFilePath,
  workerGetLetterDetail,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAccounts } from './company-order-fixtures';
import { callEndpoint } from './company-session';
import { contractOrderAt } from './contract-letter-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { samplePdf, signedLinkTo, upload } from './upload-helpers';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await logInAccounts(t, {
    enterprises: ['13800000001', '13800000002'],
    companies: ['xinda_admin', 'pingan_admin'],
  });
});
afterAll(() => t.close());

const as = (who: string, endpoint: EndpointDefinition, fields: Record<string, string>) =>
  callEndpoint(t.app, endpoint, tokens[who], fields);
const terms = async (who: string, endpoint: EndpointDefinition, sn: string) => {
  const res = await as(who, endpoint, { order_sn: sn });
  expect([res.statusCode, res.json().msg]).toEqual([200, '']);
  return res.json().data.terms;
};
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** An enterprise upload (a PDF), as the application form stores it. */
const uploaded = async (name: string, who = '13800000001') =>
  storedFilePath(
    (await upload(t.app, { name, bytes: samplePdf(), token: tokens[who] })).json().data.url,
  );

async function onlyThroughLink(link: string, path: string) {
  expect(link).toEqual(signedLinkTo(path));
  const opened = await get(link);
  expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'application/pdf']);
  const bare = await get(path);
  expect([bare.statusCode, bare.json().code]).toEqual([403, -2]);
}

async function refusedWithoutLink(
  who: string,
  endpoint: EndpointDefinition,
  sn: string,
  paths: string[],
) {
  const res = await as(who, endpoint, { order_sn: sn });
  expect(res.statusCode).toBe(404);
  for (const path of paths) expect(res.body).not.toContain(path.split('/').pop());
}

describe('the contract and award notice of a performance order', () => {
  it('open for the applying enterprise and the order’s guarantor only', async () => {
    const contract = await uploaded('施工合同.pdf');
    const notice = await uploaded('中标通知书.pdf');
    const sn = await contractOrderAt(t, 'performance', 1, {
      terms: { contractFile: contract, awardNoticeFile: notice },
    });

    const mine = await terms('13800000001', performanceGetLetterDetail, sn);
    await onlyThroughLink(mine.contract_file, contract);
    await onlyThroughLink(mine.award_notice_file, notice);
    const guarantor = await terms('xinda_admin', companyGetOrderDetail, sn);
    await onlyThroughLink(guarantor.contract_file, contract);
    await onlyThroughLink(guarantor.award_notice_file, notice);

    await refusedWithoutLink('13800000002', performanceGetLetterDetail, sn, [contract, notice]);
    await refusedWithoutLink('pingan_admin', companyGetOrderDetail, sn, [contract, notice]);
    // Nor through the other family's detail call.
    await refusedWithoutLink('13800000001', workerGetLetterDetail, sn, [contract, notice]);
  });
});

describe('the contract of a wage order', () => {
  it('opens for the applying enterprise and the order’s guarantor only; no award notice', async () => {
    const contract = await uploaded('施工合同.pdf');
    const sn = await contractOrderAt(t, 'worker', 3, { terms: { contractFile: contract } });

    const mine = await terms('13800000001', workerGetLetterDetail, sn);
    await onlyThroughLink(mine.contract_file, contract);
    expect(mine.award_notice_file).toBeNull();
    await onlyThroughLink(
      (await terms('xinda_admin', companyGetOrderDetail, sn)).contract_file,
      contract,
    );

    await refusedWithoutLink('13800000002', workerGetLetterDetail, sn, [contract]);
    await refusedWithoutLink('pingan_admin', companyGetOrderDetail, sn, [contract]);
  });
});
