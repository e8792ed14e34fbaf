// 开标 in the Epoint dialect (4.6 `baohanrestore`, platform → us): the bids of a 标段 are opened and
// each application's sealed-field key is released to the guarantor with the letter number and the
// opening time. Sent even before a letter number exists (our API must answer an out-of-order
// restore); a wrong key can be sent on purpose to see it refused.
import { chinaTime } from './china-time';
import type { PlatformContext } from './context';
import { newProjectKey } from './epoint/codec';
import { pushEpoint, type PushResult } from './push-to-us';
import type { Application } from './state';

/** A refusal before anything is sent (Chinese, shown on the page; the JSON API's 400). */
export class OpeningRefused extends Error {}

const letterNoOf = (application: Application): string =>
  typeof application.result.letterNo === 'string' ? application.result.letterNo : '';

/** A key of the same form that is not the application's (错误密钥开标). */
function wrongKey(right: string): string {
  let key = newProjectKey();
  while (key === right) key = newProjectKey();
  return key;
}

/**
 * Sends `baohanrestore` for one Epoint application: `applyno`, `baohanno` (empty, hence unsigned
 * and absent from the string to sign, before we sent one), `kaibiaotime` (the 标段's opening time)
 * and `key` (the application's project key, 32 hex digits, or a wrong one). The outcome is kept in
 * `result.opening`; an accepted restore with the right key marks the application 已开标.
 */
export async function sendRestore(
  context: PlatformContext,
  application: Application,
  { wrong = false }: { wrong?: boolean } = {},
): Promise<PushResult> {
  if (application.dialect !== 'epoint' || !application.projectKey)
    throw new OpeningRefused('开标（baohanrestore）仅适用于新点 4.0 的申请');
  const kaibiaotime = chinaTime(application.section.openTime);
  const key = wrong ? wrongKey(application.projectKey) : application.projectKey;
  const fields = {
    applyno: application.orderNo,
    baohanno: letterNoOf(application),
    kaibiaotime,
    key,
  };
  const result = await pushEpoint(context, 'baohanrestore', fields, application, {
    ...fields,
    key: `${key}（${wrong ? '错误密钥' : '项目密钥'}）`,
  });
  const said = result.message;
  if (wrong) {
    application.result.opening = result.ok
      ? '错误密钥开标：保函平台未拒绝（应拒绝）'
      : `错误密钥开标：保函平台已拒绝（${said}）`;
  } else if (result.ok) {
    application.opening = { at: context.now().toISOString(), kaibiaotime };
    application.result.opening = `已开标（开标时间 ${kaibiaotime}）`;
  } else {
    application.result.opening = `开标通知未被接收：${said}`;
  }
  return result;
}

/** The Epoint applications of a 标段 that 开标 goes to: those with a letter number. */
export function openingTargets(context: PlatformContext, sectionGuid: string): Application[] {
  return context.state.applications.filter(
    (a) => a.dialect === 'epoint' && a.section.guid === sectionGuid && letterNoOf(a) !== '',
  );
}

/** 开标 of a whole 标段: `baohanrestore` to each target in turn; the 标段 is then 已开标. */
export async function openSection(
  context: PlatformContext,
  sectionGuid: string,
): Promise<Array<{ applicationId: number; push: PushResult }>> {
  const found = context.state.findSection(sectionGuid);
  if (!found) throw new OpeningRefused('标段不存在');
  const targets = openingTargets(context, sectionGuid);
  if (!targets.length) throw new OpeningRefused('该标段暂无已收到保函编号的新点申请');
  const pushes: Array<{ applicationId: number; push: PushResult }> = [];
  for (const application of targets)
    pushes.push({ applicationId: application.id, push: await sendRestore(context, application) });
  found.section.openedAt = context.now().toISOString();
  return pushes;
}
