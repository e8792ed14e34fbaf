// The performance (履约保函) and wage (农民工工资保函) letters' pages after the application form, for
// the route table: the steps (confirm, submitted, pay: contract-letter-step-pages.tsx) and my
// letters (contract-letters-page.tsx), each inside the type's ContractLetterScope. This module is
// small; a route loads it and then only the page it shows (a step never downloads the letters'
// table and detail).
import { scopedPage, type TitledPage as Page } from '../../app/scoped-page';
import { ContractLetterScope, type ContractLetterType } from './contract-letter-family';

const steps = () => import('./contract-letter-step-pages');

const PAGES = {
  confirm: () => steps().then((m) => m.ConfirmPage),
  submitted: () => steps().then((m) => m.SubmittedPage),
  pay: () => steps().then((m) => m.PayPage),
  letters: () => import('./contract-letters-page').then((m) => m.default),
} satisfies Record<string, () => Promise<Page>>;

export type ContractLetterPageName = keyof typeof PAGES;

/** The page `name` inside the `type` letter's scope, as a page module for the route table. */
export const loadContractLetterPage = (type: ContractLetterType, name: ContractLetterPageName) =>
  scopedPage(PAGES[name], (page) => <ContractLetterScope type={type}>{page}</ContractLetterScope>);
