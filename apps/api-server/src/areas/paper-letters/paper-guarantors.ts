// /api/paper_letter/getEnsureCompany: the guarantors offered for a paper bid letter on a project,
// with the premium the server computes from each one's paper-letter schedule (the same offer as getCompanyList).
import { paperGetEnsureCompany } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { guarantorOffers } from '../guarantors/guarantor-lists';
import { assertProjectOpen, findProject } from '../letters/application-rules';

export const paperGuarantorsHandler = implement(
  paperGetEnsureCompany,
  async ({ project_id }, { db, config }) => {
    const project = await findProject(db, project_id);
    assertProjectOpen(project, 'bid_paper');
    return guarantorOffers(db, config, 'bid_paper', project.bidBondAmount);
  },
);
