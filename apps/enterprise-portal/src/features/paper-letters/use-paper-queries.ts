// The paper wizard's reads, silent like the e-letter's (each step shows errors in place).
// Paper letters have no base call: the enterprise facts come from the session, and an unfinished
// application (status 0) for the project is found among the enterprise's unsigned paper orders.
import {
  AuthStatus,
  paperGetEnsureCompany,
  paperGetList,
  paperProjectGetDetail,
  type UserInfo,
} from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { useQuery } from '@tanstack/react-query';
import { silentQueryOptions } from '../../app/silent-query';
import type { ApplyBase, Loaded } from '../letters/apply-flow';
import type { GuarantorFilter } from '../letters/use-apply-queries';

export function usePaperProject(projectId: number | null) {
  return useQuery({
    ...silentQueryOptions(paperProjectGetDetail, { id: projectId ?? 0 }),
    enabled: projectId !== null,
  });
}

/** Unsigned orders are few (a project has at most one): one page of 100 holds them all. */
const UNSIGNED = { status: 0, page: 1, limit: 100 };

export function usePaperBase(
  projectId: number,
  orderSn: string | undefined,
  enabled = true,
): Loaded<ApplyBase> {
  const user = useSession<UserInfo>().userInfo;
  const authenticated = user?.auth_status === AuthStatus.APPROVED;
  const project = useQuery({
    ...silentQueryOptions(paperProjectGetDetail, { id: projectId }),
    enabled: enabled && authenticated,
  });
  const unsigned = useQuery({
    ...silentQueryOptions(paperGetList, UNSIGNED),
    enabled: enabled && authenticated,
  });
  const queries = [project, unsigned];
  const pending = unsigned.data?.list.filter((o) => o.project_id === projectId) ?? [];
  const resumed = pending.find((o) => o.sn === orderSn) ?? pending[0];
  const auth = user?.enterprise_auth;
  return {
    isPending: queries.some((q) => q.isPending),
    error: queries.find((q) => q.error)?.error ?? null,
    refetch: () => Promise.all(queries.map((q) => q.refetch())),
    data:
      project.data && unsigned.data && user
        ? {
            enterprise: {
              name: auth?.name ?? '',
              credit_code: auth?.credit_code ?? '',
              legal_person: auth?.legal_person ?? '',
              contact_mobile: user.account,
            },
            project: project.data,
            pending_order_sn: resumed?.sn ?? null,
          }
        : undefined,
  };
}

/** Guarantors for a paper letter with the server's premium (no type / area filter for paper). */
export function usePaperOffers(projectId: number, _filter: GuarantorFilter) {
  return useQuery(silentQueryOptions(paperGetEnsureCompany, { project_id: projectId }));
}
