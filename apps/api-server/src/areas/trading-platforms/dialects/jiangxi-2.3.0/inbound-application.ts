// 3.1 /lg/apply (an application becomes an order; answered 受理中, 3.2 follows the review) and
// 3.6 /lg/queryInfo (a letter's details by its number).
import { z } from 'zod';
import { endpoint } from '../../dialect';
import {
  amount,
  applicantFields,
  attachments,
  chinaDateTime,
  creditCode,
  dateTime,
  idCard,
  money,
  oneOf,
  optionalText,
  rate,
  text,
} from './fields';
import { letterFields, letterLinks } from './letter-fields';
import { settingsOf } from './platform-settings';
import { loggedRequest, productNoOf } from './records';
import { refused, refusing } from './refusals';

export const applyPayload = z.object({
  orderNo: text('订单编号 orderNo', 64),
  applyNo: text('申请编号 applyNo', 64),
  productNo: text('保函产品编号 productNo', 64),
  productType: oneOf('保函产品类型 productType', ['1', '2']),
  productRate: rate('保函产品费率 productRate'),
  elogAmount: amount('保函费用 elogAmount'),
  projectGuid: text('交易项目唯一标识 projectGuid', 64),
  projectName: text('交易项目名称 projectName', 256),
  projectNo: text('交易项目编号 projectNo', 128),
  tenderDeposit: amount('担保金额 tenderDeposit'),
  depositStartDate: dateTime('保证金缴纳开始时间 depositStartDate'),
  depositEndDate: dateTime('保证金缴纳截止时间 depositEndDate'),
  openBeginDate: dateTime('开标时间 openBeginDate'),
  elogTemplateNo: text('保函格式编号 elogTemplateNo', 14),
  elogTemplateName: text('保函格式名称 elogTemplateName', 256),
  insuredName: text('受益方名称 insuredName', 256),
  insuredCreditCode: creditCode('受益方统一社会信用代码 insuredCreditCode'),
  insuredAddress: optionalText('受益方地址 insuredAddress', 256),
  insureName: text('投保方名称 insureName', 200),
  insureCreditCode: creditCode('投保方统一社会信用代码 insureCreditCode'),
  insureLegalName: text('投保方法人姓名 insureLegalName', 64),
  insureLegalIdCard: idCard('投保方法人身份证号 insureLegalIdCard'),
  insureAddress: text('投保方地址 insureAddress', 256),
  ...applicantFields,
  applicantAuthCode: optionalText('经办人授权码 applicantAuthCode', 12),
  attachInfo: attachments,
});

export const applyEndpoint = endpoint<z.output<typeof applyPayload>>({
  name: 'lg/apply',
  summary: '开函意向申请（3.1）',
  payload: applyPayload,
  businessNo: (p) => p.applyNo,
  answer: z.object({
    orderNo: z.string(),
    applyNo: z.string(),
    auditStatus: z.number(),
    auditOpinion: z.string(),
    auditDate: z.string(),
  }),
  async handle(p, { actions, linkOrder, now }) {
    const { order } = await refusing(() =>
      actions.applyForLetter({
        platformApplyNo: p.orderNo,
        productNo: p.productNo,
        enterprise: {
          name: p.insureName,
          creditCode: p.insureCreditCode,
          legalPerson: p.insureLegalName,
          legalIdCard: p.insureLegalIdCard,
          address: p.insureAddress,
        },
        contact: { name: p.applicantName, mobile: p.applicantTel },
        project: {
          key: p.projectGuid,
          name: p.projectName,
          number: p.projectNo,
          bidSection: p.projectNo,
          tenderUnit: p.insuredName,
          bidBondAmount: p.tenderDeposit,
          deadline: p.depositEndDate,
          bidOpenTime: p.openBeginDate,
        },
        beneficiary: {
          name: p.insuredName,
          creditCode: p.insuredCreditCode,
          address: p.insuredAddress,
        },
      }),
    );
    linkOrder(order.id);
    // Always 受理中: the desk reviews and 3.2 applyPush tells the result (3.1.2 allows both).
    return {
      orderNo: p.orderNo,
      applyNo: p.applyNo,
      auditStatus: 1,
      auditOpinion: '已受理，待审核',
      auditDate: chinaDateTime(now),
    };
  },
});

export const queryInfoPayload = z.object({ elogNo: text('保函编号 elogNo', 64) });

export const queryInfoEndpoint = endpoint<z.output<typeof queryInfoPayload>>({
  name: 'lg/queryInfo',
  summary: '查询保函信息（3.6）',
  payload: queryInfoPayload,
  businessNo: (p) => p.elogNo,
  async handle(p, { actions, db, platform, files, linkOrder }) {
    const order = await refusing(() => actions.orderByLetterNo(p.elogNo));
    linkOrder(order.id);
    if (!order.issuedAt || !order.letterUrl) throw refused('保函尚未出具');
    const settings = settingsOf(platform);
    const applied = await loggedRequest(db, platform.row.id, order.id, 'lg/apply');
    const fields = letterFields(
      order,
      settings,
      await letterLinks(files, platform, order, settings),
    );
    return {
      ...fields,
      productNo: String(
        applied?.payload.productNo ??
          (await productNoOf(db, platform.row.id, order.ensureCompanyId)),
      ),
      productType: Number(applied?.payload.productType ?? 1),
      productRate: String(applied?.payload.productRate ?? order.premiumRate),
      elogAmount: money(order.premium),
    };
  },
});
