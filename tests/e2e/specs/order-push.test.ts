// Order push (订单消息推送) in the browser, both built apps against the real API and the sandbox SMS
// provider: the guarantor adds a message recipient on /config/message-users (events and channels
// as the form offers them: every event, by SMS), an enterprise applies for a bid e-letter in the
// portal and signs its contract, and the recipient's text about that new application lands in the
// sandbox SMS inbox and shows 已发送 on the console's push log /pushnotice.
//
// Its own applicant (src/api-shortcuts.ts newApplicant: a signing mobile of its own), its own
// project and its own recipient mobile, so no other story's texts or orders are in its way.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../src/api-shortcuts';
import { chooseGuarantor, E_LETTER_WIZARD, signAndSubmit } from '../src/apply-wizard';
import { launchBrowser, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { consolePage, enterprisePage, openMenuItem } from '../src/sessions';

const { apiUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const RECIPIENT = { name: '钱推送', mobile: '13700000141' };
const APPLICANT = { mobile: '13700000142', name: '吴申请' };
const PROJECT = 'JS08-2026-0074';

/** The texts the sandbox SMS provider "sent" to `mobile`, newest first. */
async function sandboxTexts(mobile: string): Promise<Array<{ scene: string; text: string }>> {
  const body = (await (await fetch(`${apiUrl}/api/sandbox/sms?mobile=${mobile}`)).json()) as {
    data: Array<{ scene: string; text: string }>;
  };
  return body.data;
}

/** Waits (up to 15 s) for a text to `mobile` that mentions `words`. */
async function textMentioning(
  mobile: string,
  words: string,
): Promise<{ scene: string; text: string }> {
  for (let i = 0; i < 75; i++) {
    const text = (await sandboxTexts(mobile)).find((t) => t.text.includes(words));
    if (text) return text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no text to ${mobile} mentioning ${words}`);
}

describe('order push', () => {
  it(
    'a recipient added in the console is texted about a new application, and the push log says 已发送',
    { timeout: 180_000 },
    async () => {
      // The guarantor adds the recipient.
      const console_ = await consolePage(browser);
      await openMenuItem(console_, '配置管理', '消息接收人');
      await console_.getByText('还没有消息接收人，点击「新增接收人」添加').waitFor();
      await console_.getByRole('button', { name: '新增接收人' }).click();
      const dialog = console_.getByRole('dialog', { name: '新增消息接收人' });
      await dialog.getByLabel('姓名').fill(RECIPIENT.name);
      await dialog.getByLabel('手机号').fill(RECIPIENT.mobile);
      for (const event of ['新的保函申请', '订单已支付', '退保申请', '理赔申请', '开票申请'])
        expect(await dialog.getByRole('checkbox', { name: event }).isChecked()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: '短信' }).isChecked()).toBe(true);
      await screenshot(console_, 'order-push-recipient-form');
      await dialog.getByRole('button', { name: '保存' }).click();
      await console_.getByText('消息接收人已添加').waitFor();
      const row = console_.getByRole('row').filter({ hasText: RECIPIENT.name });
      await row.getByText('137****0141').waitFor();
      await screenshot(console_, 'order-push-recipients');

      // An enterprise applies and signs its contract: a new application for 信达.
      await newApplicant('13800000001', APPLICANT.mobile, APPLICANT.name);
      const enterprise = await enterprisePage(browser, APPLICANT.mobile);
      await chooseGuarantor(enterprise, E_LETTER_WIZARD, PROJECT);
      const orderSn = await signAndSubmit(enterprise, E_LETTER_WIZARD, APPLICANT.mobile);

      // The recipient's SMS, delivered after the signing's commit.
      const text = await textMentioning(RECIPIENT.mobile, orderSn);
      expect(text.scene).toBe('order_push');
      expect(text.text).toMatch(/^【保函通】.+提交了新的保函申请（投标电子保函，订单号 /);

      // The push log shows it sent.
      await openMenuItem(console_, '配置管理', '订单消息推送');
      await console_.getByRole('textbox', { name: '关键词' }).fill(orderSn);
      await console_.getByRole('button', { name: '查询' }).click();
      const push = console_
        .getByRole('row')
        .filter({ hasText: orderSn })
        .filter({ hasText: RECIPIENT.name });
      await push.getByText('已发送').waitFor();
      for (const cell of ['新的保函申请', '137****0141', '短信'])
        await push.getByText(cell, { exact: true }).waitFor();
      await screenshot(console_, 'order-push-log');
    },
  );
});
