// The bid paper letter (纸质投标保函) as the shared order screens and application wizard see it:
// its endpoint family (/api/paper_letter/*, /api/paper_project/*), its paths and its state-machine
// table (LETTER_MACHINES.bid_paper). Every paper page renders inside PaperScope.
import {
  LETTER_TYPE_TEXT,
  paperAdd,
  paperProjectGetList,
  paperAddPayImage,
  paperCancelLetter,
  paperConfirmReceipt,
  paperConfirmSign,
  paperGetDetail,
  exportMyPaperOrders,
  paperGetList,
  paperGetPayInfo,
  paperPrepareSign,
  paperRefundOrder,
  paperSendSignCode,
} from '@bht/api-client';
import type { ReactNode } from 'react';
import { api } from '../../app/api';
import { ApplyFlowProvider, type ApplyFlow } from '../letters/apply-flow';
import { OrderFamilyProvider, statesOf, type OrderFamily } from '../orders/order-family';
import { paperPaths } from './paper-paths';
import { ReceivingAddressField } from './receiving-address-field';
import { usePaperBase, usePaperOffers, usePaperProject } from './use-paper-queries';

export const PAPER_FAMILY: OrderFamily = {
  type: 'bid_paper',
  name: LETTER_TYPE_TEXT.bid_paper,
  states: statesOf('bid_paper'),
  endpoints: {
    list: paperGetList,
    export: exportMyPaperOrders,
    detail: paperGetDetail,
    payInfo: paperGetPayInfo,
    payImage: paperAddPayImage,
    cancel: paperCancelLetter,
    refund: paperRefundOrder,
    confirmReceipt: paperConfirmReceipt,
  },
  paths: {
    list: paperPaths.myOrders,
    detail: paperPaths.detail,
    pay: paperPaths.pay,
    resume: (order) => paperPaths.project(order.project_id, order.sn),
  },
};

export const PAPER_FLOW: ApplyFlow = {
  family: PAPER_FAMILY,
  paths: paperPaths,
  publicProject: false,
  projectList: paperProjectGetList,
  useProject: usePaperProject,
  useBase: usePaperBase,
  useOffers: usePaperOffers,
  filterable: false,
  ExtraFields: ReceivingAddressField,
  create: (values, projectId) =>
    api.call(
      paperAdd,
      {
        ...values,
        project_id: projectId,
        receiver_address_id: values.receiver_address_id as number,
      },
      { silent: true },
    ),
  created: [paperGetList],
  sign: { prepare: paperPrepareSign, send: paperSendSignCode, confirm: paperConfirmSign },
};

/** The paper letter's family and wizard for everything inside. */
export function PaperScope({ children }: { children: ReactNode }) {
  return (
    <OrderFamilyProvider value={PAPER_FAMILY}>
      <ApplyFlowProvider value={PAPER_FLOW}>{children}</ApplyFlowProvider>
    </OrderFamilyProvider>
  );
}
