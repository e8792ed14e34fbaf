// The demo history's after-issue records (seed-history.ts): the surrender requests and claims of
// some issued letters, as the desks would have left them, with their decisions' record logs.
import type { Tx } from './client';
import { chinaDay, digits, logNote, money, type PlannedOrder } from './seed-history-plan';
import { claims, recordLogs, surrenders } from './schema';

const SURRENDER_REFUSAL = '投标已截止，保函责任期内不予退保';
const CLAIM_REJECTION = '索赔材料不足以证明违约事实';
const opinionOf = (kind: string) => (kind === 'claim' ? CLAIM_REJECTION : SURRENDER_REFUSAL);

/** The surrender requests and claims of the issued letters, with their decisions' record logs. */
export async function writeAftercare(tx: Tx, plan: PlannedOrder[], ids: number[]) {
  const wanted = plan.flatMap((p, i) =>
    p.life.aftercare ? [{ p, id: ids[i]!, care: p.life.aftercare }] : [],
  );
  const asked = wanted.filter((w) => w.care.kind === 'surrender');
  const raised = wanted.filter((w) => w.care.kind === 'claim');
  const handled = (care: NonNullable<PlannedOrder['life']['aftercare']>, p: PlannedOrder) =>
    care.decidedAt
      ? { handlerName: p.company.handler.name, handledAt: new Date(care.decidedAt) }
      : {};
  const surrenderRows = asked.length
    ? await tx
        .insert(surrenders)
        .values(
          asked.map(({ p, id, care }, i) => {
            const status = care.status as 0 | 1 | 2;
            const refund = care.kind === 'surrender' && care.refund;
            return {
              sn: `TB${digits(care.at)}${String(200_000 + i)}`,
              orderId: id,
              enterpriseId: p.firm.id,
              ensureCompanyId: p.company.id,
              accountId: p.master.id,
              applicantName: p.master.name,
              ground: 'withdraw',
              reason: '投标截止前决定不参与本项目投标，申请退保',
              status,
              opinion: status === 2 ? SURRENDER_REFUSAL : status === 1 ? '同意退保' : null,
              ceaseDate: status === 1 ? chinaDay(care.decidedAt!) : null,
              refund: refund ? 1 : 0,
              handledBy: care.decidedAt ? p.company.handler.id : null,
              ...handled(care, p),
              createdAt: new Date(care.at),
              updatedAt: new Date(care.decidedAt ?? care.at),
            };
          }),
        )
        .returning({ id: surrenders.id, status: surrenders.status })
    : [];
  const claimRows = raised.length
    ? await tx
        .insert(claims)
        .values(
          raised.map(({ p, id, care }, i) => ({
            sn: `LP${digits(care.at)}${String(300_000 + i)}`,
            orderId: id,
            enterpriseId: p.firm.id,
            ensureCompanyId: p.company.id,
            source: 'verify',
            claimant: p.project.employer ?? p.project.tenderUnit,
            contactName: '刘经办',
            contactMobile: '13600000001',
            amount: money(Math.round(p.amount * 0.3)),
            reason:
              p.type === 'worker'
                ? '施工单位拖欠农民工工资，经责令限期清偿仍未支付'
                : '承包人未按合同约定履行义务，要求按保函约定赔付',
            bankAccountName: p.project.employer ?? p.project.tenderUnit,
            bankName: '中国建设银行',
            bankAccountNo: `3205016${String(1_000_000 + i)}`,
            status: care.status,
            opinion:
              care.status === 3 ? CLAIM_REJECTION : care.status === 1 ? '材料齐全，已受理' : null,
            ...handled(care, p),
            createdAt: new Date(care.at),
            updatedAt: new Date(care.decidedAt ?? care.at),
          })),
        )
        .returning({ id: claims.id, status: claims.status })
    : [];
  const decided = [
    ...surrenderRows.map((row, i) => ({
      kind: 'surrender',
      row,
      w: asked[i]!,
      action: row.status === 1 ? 'approve' : 'refuse',
      label: row.status === 1 ? '同意退保' : '拒绝退保',
    })),
    ...claimRows.map((row, i) => ({
      kind: 'claim',
      row,
      w: raised[i]!,
      action: row.status === 1 ? 'accept' : 'reject',
      label: row.status === 1 ? '受理' : '驳回',
    })),
  ].filter(({ row }) => row.status !== 0);
  if (decided.length)
    await tx.insert(recordLogs).values(
      decided.map(({ kind, row, w, action, label }) => ({
        recordKind: kind,
        recordId: row.id,
        action,
        fromStatus: 0,
        toStatus: row.status,
        operatorType: 'ensure_company',
        operatorId: w.p.company.handler.id,
        operatorName: w.p.company.handler.name,
        note: logNote(label, action === 'approve' || action === 'accept' ? '' : opinionOf(kind)),
        createdAt: new Date(w.care.decidedAt!),
      })),
    );
}
