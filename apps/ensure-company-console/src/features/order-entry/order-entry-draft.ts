// The order-entry wizard's data across its three routes (/addorder/index → two → three), kept in
// sessionStorage so a reload or 上一步 keeps what was entered in this tab; cleared when the user
// starts over. After submitting, the draft keeps only the created order, so a reload of the last
// step still shows the result instead of offering to submit again.
import type {
  ENTERABLE_LETTER_TYPES,
  companyFindEnterprise,
  Project,
  ResponseOf,
} from '@bht/api-client';
import { useCallback, useState } from 'react';

export type FoundEnterprise = NonNullable<ResponseOf<typeof companyFindEnterprise>>;
export type EnterableType = (typeof ENTERABLE_LETTER_TYPES)[number];

export interface OrderEntryDraft {
  credit_code?: string;
  /** What findEnterprise answered for credit_code: the enterprise, or null (created on submit). */
  enterprise?: FoundEnterprise | null;
  enterprise_name?: string;
  legal_person?: string;
  project?: Pick<
    Project,
    'id' | 'name' | 'number' | 'tender_unit' | 'bid_bond_amount' | 'accepts_paper'
  >;
  type?: EnterableType;
  contact_name?: string;
  contact_mobile?: string;
  premium?: string;
  paid?: 0 | 1;
  receiver_name?: string;
  receiver_mobile?: string;
  receiver_address?: string;
  remark?: string;
  /** The server's field errors of the last submission, shown by the step that holds each field. */
  errors?: Record<string, string>;
  /** The order the submission created. */
  created?: { sn: string; status_text: string };
}

const KEY = 'bht.console.order-entry';

function read(): OrderEntryDraft {
  try {
    const saved = sessionStorage.getItem(KEY);
    return saved ? (JSON.parse(saved) as OrderEntryDraft) : {};
  } catch {
    return {}; // storage blocked or a damaged value: start afresh
  }
}

function write(draft: OrderEntryDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked (private mode): the wizard still works within the page.
  }
}

export function useOrderEntryDraft() {
  const [draft, setDraft] = useState<OrderEntryDraft>(read);
  /** Merges `patch` into the draft and saves it; `undefined` values remove their field. */
  const update = useCallback((patch: Partial<OrderEntryDraft>) => {
    const next = { ...read(), ...patch };
    write(next);
    setDraft(next);
  }, []);
  const replace = useCallback((next: OrderEntryDraft) => {
    write(next);
    setDraft(next);
  }, []);
  return { draft, update, replace };
}

/** Which step's form holds each field the server may name (the rest are the second step's). */
const FIRST_STEP_FIELDS = new Set(['credit_code', 'enterprise_name', 'legal_person']);
export const stepOfField = (field: string): 0 | 1 => (FIRST_STEP_FIELDS.has(field) ? 0 : 1);

/** Wire names whose form field is named otherwise (the project control holds the whole project). */
const FORM_FIELD: Readonly<Record<string, string>> = { project_id: 'project' };

/** The server's errors for the fields of one step's form, by form field name. */
export const errorsOfStep = (draft: OrderEntryDraft, step: 0 | 1): Array<[string, string]> =>
  Object.entries(draft.errors ?? {})
    .filter(([field]) => stepOfField(field) === step)
    .map(([field, message]) => [FORM_FIELD[field] ?? field, message]);
