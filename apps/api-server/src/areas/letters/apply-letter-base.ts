// /api/letter/applyLetterBase: what the application wizard starts from: the caller's enterprise,
// the project (by project_id, or the project of order_sn when resuming) — closed projects too,
// their `status` says so — and the enterprise's unfinished (status 0) bid e-letter order for that project.
import { applyLetterBase, OrderStatus } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import {
  assertOrderPermission,
  findEnterpriseOrder,
  loadCallerEnterprise,
} from '../orders/enterprise-order-access';
import { toProjectView } from '../projects/project-view';
import { findLiveOrder, findProject } from './application-rules';

export const applyLetterBaseHandler = implement(
  applyLetterBase,
  async ({ project_id, order_sn }, { db, caller }) => {
    assertOrderPermission(caller);
    const enterprise = await loadCallerEnterprise(db, caller);
    const projectId = order_sn
      ? (await findEnterpriseOrder(db, caller, order_sn, 'bid_e')).projectId
      : project_id;
    const project = projectId === undefined ? null : await findProject(db, projectId);
    const pending = project
      ? await findLiveOrder(db, enterprise.id, project.id, {
          types: ['bid_e'],
          statusesOf: () => [OrderStatus.PENDING_SIGN],
        })
      : null;
    return {
      enterprise: {
        name: enterprise.name,
        credit_code: enterprise.creditCode,
        legal_person: enterprise.legalPerson,
        contact_mobile: enterprise.contactMobile,
      },
      project: project && toProjectView(project),
      pending_order_sn: pending?.sn ?? null,
    };
  },
);
