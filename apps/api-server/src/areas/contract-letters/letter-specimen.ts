// POST /api/worker_letter/getSpecimen (/worker/specimen): what the wage letter would say for a
// declaration, before applying. The declaration is checked as addLetter checks it (an awarded
// project, a guarantor that accepts orders and offers wage letters, the wage rules and validity
// with field errors), then rendered by the one letter generator as a specimen: no seal, no QR
// code, 样本 for the number and diagonally across every page. Nothing is stored, no order is made.
import { workerGetSpecimen } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { enforceRateLimit } from '../../http/rate-limit';
import { premiumTerms } from '../company/premium';
import { workerTerms } from './application-terms';
import { findAcceptingCompany } from '../letters/add-letter';
import { assertProjectOpen, findProject } from '../letters/application-rules';
import { requireOrderActor } from '../orders/enterprise-order-access';
import { publishedVersionIds } from '../issuing-config/config-versions';
import { orderLetterConfig } from '../issuing-config/order-config';
import {
  letterParagraphs,
  renderLetter,
  SPECIMEN_MARK,
  type LetterData,
} from '../issuing/letter-pdf';
import { letterFacts } from '../issuing/seal-letter';

/** Rendering costs a few hundred milliseconds: an enterprise previews at most this many a minute. */
const SPECIMENS_PER_MINUTE = 30;

export const workerSpecimenHandler = implement(
  workerGetSpecimen,
  async (input, { db, caller, providers }) => {
    const enterprise = await requireOrderActor(db, caller);
    const project = await findProject(db, input.project_id);
    assertProjectOpen(project, 'worker');
    const company = await findAcceptingCompany(db, input.ensure_company_id);
    // 409 '该担保机构暂未开办农民工工资保函业务' when it has no wage letter terms.
    await premiumTerms(db, company, 'worker');
    const columns = await workerTerms(db, input, enterprise.id, project);
    await enforceRateLimit(
      db,
      { key: `worker-specimen:e:${enterprise.id}`, limit: SPECIMENS_PER_MINUTE, windowSeconds: 60 },
      '样本生成过于频繁，请稍后再试',
    );

    const data: LetterData = {
      ...letterFacts(
        {
          enterpriseName: enterprise.name,
          ensureCompanyName: company.name,
          projectName: project.name,
          bidBondAmount: columns.bidBondAmount!,
          validFrom: columns.validFrom ?? null,
          contractPrice: columns.contractPrice ?? null,
          beneficiary: columns.beneficiary ?? null,
          beneficiaryCreditCode: columns.beneficiaryCreditCode ?? null,
          beneficiaryAddress: columns.beneficiaryAddress ?? null,
          wageShare: columns.wageShare ?? null,
          wordingRequest: columns.wordingRequest ?? null,
        },
        project,
        columns.validTo ?? input.valid_to,
      ),
      type: 'worker',
      // The wording the guarantor publishes now: what a letter applied for today would say.
      wordingTemplate: (
        await orderLetterConfig(db, {
          type: 'worker',
          ensureCompanyId: company.id,
          issuingConfig: await publishedVersionIds(db, company.id),
        })
      ).wordingTemplate,
      letterNo: SPECIMEN_MARK,
      sealedAt: new Date(),
      seal: null,
      verifyUrl: null,
      sandbox: providers.sandbox,
      specimen: true,
    };
    const bytes = await renderLetter(data);
    return {
      file_name: `农民工工资保函${SPECIMEN_MARK}-${project.name}.pdf`,
      pdf_base64: Buffer.from(bytes).toString('base64'),
      paragraphs: letterParagraphs(data),
    };
  },
);
