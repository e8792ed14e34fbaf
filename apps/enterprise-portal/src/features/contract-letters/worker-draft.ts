// The wage letter's application travels over four pages (/worker/declare → /worker/specimen ⇄
// /worker/applyspecimen → /applyworker) as one draft kept in sessionStorage: it survives a reload
// and stays with the browser tab, and is cleared once the application is submitted. One draft at a
// time: declaring another project (or editing another order) starts a new one.
import {
  workerDeclarationSchema,
  type RequestOf,
  type workerAddLetter,
  type workerGetSpecimen,
} from '@bht/api-client';
import { wageAmount, checkWageDeclaration } from '@bht/validators';
import { useCallback, useState } from 'react';

const KEY = 'bht.worker-draft';

export interface WorkerDraft {
  project_id: number;
  /** The project's name, for the pages that summarise the draft. */
  project_name: string;
  /** Set when the draft edits an application not yet reviewed (editLetter). */
  order_sn?: string;
  contract_price: string;
  wage_share: string;
  beneficiary: string;
  beneficiary_address: string;
  valid_from: string;
  valid_to: string;
  /** The uploaded contract (optional), '' for none. */
  contract_file: string;
  wording_request: string;
  ensure_company_id?: number;
  contact_name: string;
  contact_mobile: string;
  remark: string;
}

export function readDraft(): WorkerDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<WorkerDraft> | null;
    return stored &&
      typeof stored.project_id === 'number' &&
      typeof stored.contract_price === 'string'
      ? (stored as WorkerDraft)
      : null;
  } catch {
    return null;
  }
}

export const writeDraft = (draft: WorkerDraft) =>
  sessionStorage.setItem(KEY, JSON.stringify(draft));
export const clearDraft = () => sessionStorage.removeItem(KEY);

/** The draft and a function merging changes into it (state and storage at once). */
export function useWorkerDraft() {
  const [draft, setDraft] = useState(readDraft);
  const update = useCallback((changes: Partial<WorkerDraft>) => {
    const current = readDraft();
    if (!current) return;
    const next = { ...current, ...changes };
    writeDraft(next);
    setDraft(next);
  }, []);
  return [draft, update] as const;
}

/** The guaranteed amount the draft declares (contract price × share), or null while either is not valid. */
export function draftAmount(
  draft: Pick<WorkerDraft, 'contract_price' | 'wage_share'>,
): string | null {
  const price = draft.contract_price.trim();
  const share = draft.wage_share.trim();
  return Object.keys(checkWageDeclaration(price, share)).length === 0
    ? wageAmount(price, share)
    : null;
}

/** What getSpecimen reads of the draft (the declaration without the contract file). */
export function specimenRequest(
  draft: WorkerDraft & { ensure_company_id: number },
): RequestOf<typeof workerGetSpecimen> {
  const {
    project_id,
    ensure_company_id,
    valid_from,
    valid_to,
    beneficiary,
    beneficiary_address,
    contract_price,
    wage_share,
    wording_request,
    contact_name,
    contact_mobile,
    remark,
  } = draft;
  return {
    project_id,
    ensure_company_id,
    valid_from,
    valid_to,
    beneficiary,
    beneficiary_address,
    contract_price,
    wage_share,
    wording_request,
    contact_name,
    contact_mobile,
    remark,
  };
}

/** What addLetter / editLetter send: the declaration, and the contract when one was uploaded. */
export function declarationRequest(
  draft: WorkerDraft & { ensure_company_id: number },
): RequestOf<typeof workerAddLetter> {
  return {
    ...specimenRequest(draft),
    ...(draft.contract_file ? { contract_file: draft.contract_file } : {}),
  };
}

/** The contract's rule for one field of the declaration. */
export const declarationField = <K extends keyof typeof workerDeclarationSchema.shape>(field: K) =>
  workerDeclarationSchema.shape[field];
