// The awarded contract's term as the project list and the contract facts show it. Its own module:
// the facts (on the application and pay steps) must not pull in the project list's table.
import type { Project } from '@bht/api-client';

/** 2026-03-01 至 2027-08-31, or - while the contract is unknown. */
export const contractTerm = (contract: Project['contract']) =>
  contract ? `${contract.start_date} 至 ${contract.completion_date}` : '-';
