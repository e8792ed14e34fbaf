// The performance (履约保函) and wage (农民工工资保函) letters as the shared order screens see them:
// each type's endpoint family (/api/performance_letter/*, /api/worker_letter/*), its paths
// (contract-letter-paths.ts) and its state-machine table (LETTER_MACHINES.performance / .worker).
// One definition per type; every screen after the application form reads it from the context.
import {
  LETTER_TYPE_TEXT,
  exportMyPerformanceOrders,
  exportMyWorkerOrders,
  performanceAddPayImage,
  performanceCancelLetter,
  performanceConfirmSign,
  performanceGetLetterDetail,
  performanceGetLetterList,
  performanceGetOrderStatus,
  performanceGetPayInfo,
  performancePrepareSign,
  performanceRefundOrder,
  performanceSendSignCode,
  workerAddPayImage,
  workerCancelLetter,
  workerConfirmSign,
  workerGetLetterDetail,
  workerGetLetterList,
  workerGetOrderStatus,
  workerGetPayInfo,
  workerPrepareSign,
  workerRefundOrder,
  workerSendSignCode,
} from '@bht/api-client';
import { createContext, useContext, type ReactNode } from 'react';
import type { SigningEndpoints } from '../letters/contract-signing';
import { OrderFamilyProvider, statesOf, type OrderFamily } from '../orders/order-family';
import { CONTRACT_LETTER_PATHS, type ContractLetterPaths } from './contract-letter-paths';

export type ContractLetterType = 'performance' | 'worker';

/** A contract letter type: its order family, its paths and the calls that sign its entrustment contract. */
export interface ContractLetter {
  type: ContractLetterType;
  family: OrderFamily;
  paths: ContractLetterPaths;
  sign: SigningEndpoints;
}

const familyOf = (type: ContractLetterType, endpoints: OrderFamily['endpoints']): OrderFamily => {
  const paths = CONTRACT_LETTER_PATHS[type];
  return {
    type,
    name: LETTER_TYPE_TEXT[type],
    states: statesOf(type),
    amountLabel: '担保金额',
    endpoints,
    paths: {
      list: paths.myLetters(),
      // The detail opens over the list (?sn=).
      detail: paths.myLetters,
      pay: paths.pay,
      // An unsigned order is signed on the confirm page.
      resume: (order) => paths.confirm(order.sn),
      edit: (sn) => paths.form({ orderSn: sn }),
    },
  };
};

export const PERFORMANCE_FAMILY: OrderFamily = familyOf('performance', {
  list: performanceGetLetterList,
  export: exportMyPerformanceOrders,
  detail: performanceGetLetterDetail,
  payInfo: performanceGetPayInfo,
  payImage: performanceAddPayImage,
  cancel: performanceCancelLetter,
  refund: performanceRefundOrder,
  status: performanceGetOrderStatus,
});

export const WORKER_FAMILY: OrderFamily = familyOf('worker', {
  list: workerGetLetterList,
  export: exportMyWorkerOrders,
  detail: workerGetLetterDetail,
  payInfo: workerGetPayInfo,
  payImage: workerAddPayImage,
  cancel: workerCancelLetter,
  refund: workerRefundOrder,
  status: workerGetOrderStatus,
});

export const CONTRACT_LETTERS: Readonly<Record<ContractLetterType, ContractLetter>> = {
  performance: {
    type: 'performance',
    family: PERFORMANCE_FAMILY,
    paths: CONTRACT_LETTER_PATHS.performance,
    sign: {
      prepare: performancePrepareSign,
      send: performanceSendSignCode,
      confirm: performanceConfirmSign,
    },
  },
  worker: {
    type: 'worker',
    family: WORKER_FAMILY,
    paths: CONTRACT_LETTER_PATHS.worker,
    sign: { prepare: workerPrepareSign, send: workerSendSignCode, confirm: workerConfirmSign },
  },
};

const ContractLetterContext = createContext<ContractLetter>(CONTRACT_LETTERS.performance);

export const useContractLetter = () => useContext(ContractLetterContext);

/** The type's letter, and its order family for the shared order components, for everything inside. */
export function ContractLetterScope({
  type,
  children,
}: {
  type: ContractLetterType;
  children: ReactNode;
}) {
  const letter = CONTRACT_LETTERS[type];
  return (
    <ContractLetterContext.Provider value={letter}>
      <OrderFamilyProvider value={letter.family}>{children}</OrderFamilyProvider>
    </ContractLetterContext.Provider>
  );
}
