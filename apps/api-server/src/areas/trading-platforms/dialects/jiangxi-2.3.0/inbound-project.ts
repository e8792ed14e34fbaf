// 3.16 /lg/logoutPush: the platform ends a project's letters (系统销函) by logoutType.
import { z } from 'zod';
import { endpoint } from '../../dialect';
import type { ProjectLetterFilter } from '../../platform-actions';
import { creditCode, oneOf, optionalText, text } from './fields';
import { refusing } from './refusals';

export const logoutPayload = z
  .object({
    projectGuid: text('交易项目唯一标识 projectGuid', 64),
    projectName: text('交易项目名称 projectName', 256),
    projectNo: text('交易项目编号 projectNo', 128),
    reason: text('系统销函说明 reason', 1000),
    logoutType: oneOf('系统销函类型 logoutType', ['0', '1', '2']),
    winBidderName: optionalText('中标方名称 winBidderName', 200),
    winBidderCreditCode: z
      .union([
        z.literal('').transform(() => undefined),
        creditCode('中标方统一社会信用代码 winBidderCreditCode'),
      ])
      .optional(),
  })
  .superRefine((p, ctx) => {
    if (p.logoutType === '2') return;
    for (const field of ['winBidderName', 'winBidderCreditCode'] as const)
      if (!p[field])
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `系统销函类型为 0 或 1 时${field === 'winBidderName' ? '中标方名称 winBidderName' : '中标方统一社会信用代码 winBidderCreditCode'}不能为空`,
        });
  });

const WHICH = { '0': 'others', '1': 'winner', '2': 'all' } as const;

export const logoutEndpoint = endpoint<z.output<typeof logoutPayload>>({
  name: 'lg/logoutPush',
  summary: '系统销函结果通知（3.16）',
  payload: logoutPayload,
  businessNo: (p) => p.projectGuid,
  async handle(p, { actions }) {
    const filter: ProjectLetterFilter = {
      which: WHICH[p.logoutType],
      winnerCreditCode: p.winBidderCreditCode,
      reason: `系统销函：${p.reason}`,
    };
    const end = actions.endLettersOfProject.bind(actions);
    // A project we hold no letters of ends nothing and is still received (3.16's note).
    await refusing(() => end(p.projectGuid, filter));
    return { receiveResult: 'success' };
  },
});
