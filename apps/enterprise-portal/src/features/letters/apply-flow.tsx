// One letter type's application wizard (投标电子保函 /apply/form/*, 纸质投标保函 /paper/paperform/*):
// the same steps — confirm the project, choose the guarantor, sign the entrustment contract by
// SMS, submit, result — over the type's endpoint family and paths. The wizard components read the
// flow from this context; without a provider they serve the bid e-letter.
import {
  addLetter,
  applyLetterBase,
  confirmSign,
  getMyOrderList,
  getProjectList,
  type paperProjectGetList,
  prepareSign,
  sendSignCode,
  type EndpointDefinition,
  type Project,
  type RequestOf,
  type ResponseOf,
} from '@bht/api-client';
import type { QueryLike } from '@bht/ui';
import { createContext, useContext, type ComponentType } from 'react';
import { api } from '../../app/api';
import { BID_E_FAMILY, type OrderFamily } from '../orders/order-family';
import type { SigningEndpoints } from './contract-signing';
import { applyPaths, type ApplyPaths, type ApplyLayout } from './apply-steps';
import type { GuarantorOffer } from './guarantor-options';
import {
  useApplyBase,
  useGuarantorOffers,
  useProject,
  type GuarantorFilter,
} from './use-apply-queries';

/** Enterprise facts, the project and an unfinished order (status 0) of the caller for it. */
export type ApplyBase = ResponseOf<typeof applyLetterBase>;

/** What a wizard step reads of a query: QueryState's part and the data. */
export type Loaded<T> = QueryLike & { data: T | undefined };

/** The guarantor step's common fields; a type may add its own (ExtraFields). */
export type LetterValues = Omit<RequestOf<typeof addLetter>, 'project_id'>;

export interface ApplyFlow {
  family: OrderFamily;
  paths: ApplyPaths;
  /** Public first step (a visitor sees the project and is asked to log in). */
  publicProject: boolean;
  /** The projects one may apply for (search, paging). */
  projectList: typeof getProjectList | typeof paperProjectGetList;
  useProject: (projectId: number | null) => Loaded<Project>;
  useBase: (projectId: number, orderSn: string | undefined, enabled?: boolean) => Loaded<ApplyBase>;
  useOffers: (projectId: number, filter: GuarantorFilter) => Loaded<GuarantorOffer[]>;
  /** Whether the guarantors can be filtered by type and area. */
  filterable: boolean;
  /** Form items the type adds to the guarantor step (their values go to `create`). */
  ExtraFields?: ComponentType<{ layout: ApplyLayout }>;
  /** Creates the order (status 0); field errors come back as ApiError fields. */
  create: (
    values: LetterValues & Record<string, unknown>,
    projectId: number,
  ) => Promise<{ order_sn: string }>;
  /** Queries a new order changes. */
  created: readonly EndpointDefinition[];
  sign: SigningEndpoints;
}

export const BID_E_FLOW: ApplyFlow = {
  family: BID_E_FAMILY,
  paths: applyPaths,
  publicProject: true,
  projectList: getProjectList,
  useProject,
  useBase: useApplyBase,
  useOffers: useGuarantorOffers,
  filterable: true,
  create: (values, projectId) =>
    api.call(addLetter, { ...values, project_id: projectId }, { silent: true }),
  created: [applyLetterBase, getMyOrderList],
  sign: { prepare: prepareSign, send: sendSignCode, confirm: confirmSign },
};

const ApplyFlowContext = createContext<ApplyFlow>(BID_E_FLOW);

export const ApplyFlowProvider = ApplyFlowContext.Provider;

export const useApplyFlow = () => useContext(ApplyFlowContext);
