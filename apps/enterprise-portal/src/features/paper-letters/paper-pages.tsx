// The bid paper letter's pages (spec §2 /applypaper, /paper…): the shared project list, order
// list, order detail and application wizard, each inside PaperScope (paper endpoints, paths and
// state machine). One lazily loaded module: the route table picks a page by name.
import type { ComponentType } from 'react';
import { ApplicationResult } from '../letters/application-result';
import { ChooseGuarantor } from '../letters/choose-guarantor';
import { ConfirmProject } from '../letters/confirm-project';
import SignContractPage from '../letters/sign-contract-page';
import { SubmitApplication } from '../letters/submit-application';
import OrderDetailPage from '../orders/order-detail-page';
import OrderListPage from '../orders/order-list-page';
import ProjectListPage from '../orders/project-list-page';
import { PaperPayStep } from './paper-pay-step';
import { PaperScope } from './paper-flow';

type Page = ComponentType<{ title: string }>;

const inScope =
  (Page: Page): Page =>
  ({ title }) => (
    <PaperScope>
      <Page title={title} />
    </PaperScope>
  );

export const paperPages = {
  projects: inScope(ProjectListPage),
  orders: inScope(OrderListPage),
  detail: inScope(OrderDetailPage),
  one: inScope(({ title }) => <ConfirmProject title={title} layout="desktop" />),
  minOne: inScope(({ title }) => <ConfirmProject title={title} layout="mobile" />),
  two: inScope(({ title }) => <ChooseGuarantor title={title} layout="desktop" />),
  minTwo: inScope(({ title }) => <ChooseGuarantor title={title} layout="mobile" />),
  three: inScope(SignContractPage),
  four: inScope(({ title }) => <SubmitApplication title={title} layout="desktop" />),
  minFour: inScope(({ title }) => <SubmitApplication title={title} layout="mobile" />),
  five: inScope(({ title }) => <ApplicationResult title={title} standalone={false} />),
  fiveOne: inScope(PaperPayStep),
} satisfies Record<string, Page>;

export type PaperPageName = keyof typeof paperPages;
