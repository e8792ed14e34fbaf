// editLetter of performance and wage letters: the application stays editable until the guarantor
// reviews it (the machine's `edit`: 0 待签约 or 1 待审核 → 0). POST carries the whole form, as
// addLetter does: the contract's request schema is partial, so the input is parsed again with the
// type's full schema (field errors), then checked like an application (application-terms.ts) and
// re-quoted with the guarantor's current terms. The project and the guarantor stay those of the
// order (a change is a new application). An edit after signing clears the signed contract and voids
// any pending draft: the entrustment contract printed the old terms, so it is signed again. After
// review the machine refuses (409). The performance family's GET reads the application (the detail).
import {
  type performanceApplicationSchema,
  type workerDeclarationSchema,
  type LetterType,
  type performanceEditLetter,
  type workerEditLetter,
} from '@bht/api-client/contract';
import type { z } from 'zod';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { validationError } from '../../http/validation-messages';
import { voidPendingDocuments } from '../../providers/esign/signed-documents';
import { premiumTerms, pricing } from '../company/premium';
import { findAcceptingCompany, type ApplicationDetails } from '../letters/add-letter';
import { assertProjectOpen, findProject } from '../letters/application-rules';
import { contractOf } from '../letters/contract-signing';
import {
  enterpriseOperator,
  enterpriseScope,
  findEnterpriseOrder,
  requireOrderActor,
} from '../orders/enterprise-order-access';
import { enterpriseOrderDetail } from '../orders/get-order-info';
import { orderDetailOf } from '../orders/order-detail-of';
import { checkTransition, transitionOrder } from '../orders/order-transitions';

const FIXED = '项目和担保机构不能修改，如需更换请取消本订单后重新申请';

type EditEndpoint = typeof performanceEditLetter | typeof workerEditLetter;
type FullForm = typeof performanceApplicationSchema | typeof workerDeclarationSchema;

/** The edit call of one family: `form` is the type's full application schema, `details` its terms (as addLetter takes them). */
export function editLetterHandler<S extends FullForm>(
  endpoint: EditEndpoint,
  type: LetterType,
  form: S,
  details: ApplicationDetails<z.output<S>>,
) {
  return implement<EditEndpoint>(endpoint, async (input, ctx) => {
    const { db, caller, request } = ctx;
    if (request.method === 'GET') return enterpriseOrderDetail(ctx, caller, input.order_sn, type);

    const enterprise = await requireOrderActor(db, caller);
    const operator = await enterpriseOperator(db, caller);
    const order = await findEnterpriseOrder(db, caller, input.order_sn, type);
    // Refused before the form is read: after review no form makes the edit possible.
    checkTransition(order, { operator, action: 'edit' });

    const parsed = form.safeParse(input);
    if (!parsed.success)
      throw validationError(parsed.error.issues, { input, endpointId: endpoint.id });
    const application = parsed.data as z.output<S> & {
      project_id: number;
      ensure_company_id: number;
    };
    if (application.project_id !== order.projectId) throw fieldError('project_id', FIXED);
    if (application.ensure_company_id !== order.ensureCompanyId)
      throw fieldError('ensure_company_id', FIXED);

    const project = await findProject(db, order.projectId);
    assertProjectOpen(project, type);
    const terms = await premiumTerms(
      db,
      await findAcceptingCompany(db, order.ensureCompanyId),
      type,
    );
    const columns = await details(db, application, enterprise.id, project);

    const updated = await transitionOrder(db, {
      sn: order.sn,
      scope: enterpriseScope(caller),
      operator,
      action: 'edit',
      set: () => ({
        ...columns,
        ...pricing(columns.bidBondAmount!, terms),
        contactName: application.contact_name,
        contactMobile: application.contact_mobile,
        remark: application.remark,
        // Signing starts again: no signed contract, no current draft.
        contractSignId: null,
        contractUrl: null,
        signedContractUrl: null,
        signedAt: null,
      }),
      within: async (tx, edited) => {
        await voidPendingDocuments(tx, contractOf(edited));
      },
    });
    return orderDetailOf(ctx, updated, { actor: 'enterprise', permissions: caller.permissions });
  });
}
