// The bid paper letter's pages (spec §2 /applypaper, /paper…): the shared project list, order
// list, order detail and application wizard, each inside PaperScope (paper endpoints, paths and
// state machine). The route table loads this small module, then the one page a route shows: a
// paper route no longer downloads every paper page (order detail, tables, wizard steps).
import type { ComponentType } from 'react';
import { scopedPage, type TitledPage as Page } from '../../app/scoped-page';
import type { ApplyLayout } from '../letters/apply-steps';
import { PaperScope } from './paper-flow';

/** A wizard step drawn at one layout (the desktop route or its phone variant). */
const inLayout =
  (Step: ComponentType<{ title: string; layout: ApplyLayout }>, layout: ApplyLayout): Page =>
  ({ title }) => <Step title={title} layout={layout} />;

const pages = {
  projects: () => import('../orders/project-list-page').then((m) => m.default),
  orders: () => import('../orders/order-list-page').then((m) => m.default),
  detail: () => import('../orders/order-detail-page').then((m) => m.default),
  one: () =>
    import('../letters/confirm-project').then((m) => inLayout(m.ConfirmProject, 'desktop')),
  minOne: () =>
    import('../letters/confirm-project').then((m) => inLayout(m.ConfirmProject, 'mobile')),
  two: () =>
    import('../letters/choose-guarantor').then((m) => inLayout(m.ChooseGuarantor, 'desktop')),
  minTwo: () =>
    import('../letters/choose-guarantor').then((m) => inLayout(m.ChooseGuarantor, 'mobile')),
  three: () => import('../letters/sign-contract-page').then((m) => m.default),
  four: () =>
    import('../letters/submit-application').then((m) => inLayout(m.SubmitApplication, 'desktop')),
  minFour: () =>
    import('../letters/submit-application').then((m) => inLayout(m.SubmitApplication, 'mobile')),
  five: () =>
    import('../letters/application-result').then(({ ApplicationResult }): Page => ({ title }) => (
      <ApplicationResult title={title} standalone={false} />
    )),
  fiveOne: () => import('./paper-pay-step').then((m) => m.PaperPayStep),
} satisfies Record<string, () => Promise<Page>>;

export type PaperPageName = keyof typeof pages;

/** The page `name` inside PaperScope, as a page module for the route table. */
export const loadPaperPage = (name: PaperPageName) =>
  scopedPage(pages[name], (page) => <PaperScope>{page}</PaperScope>);
