// The console's notice calls: the list and one notice (read afresh on open), and the changes
// (save, publish / unpublish, delete), each followed by a refresh of the lists and of that notice.
import {
  companyAddNotice,
  companyDeleteNotice,
  companyEditNotice,
  companyGetNoticeDetail,
  companyGetNoticeList,
  companySetNoticeStatus,
  endpointQueryKey,
  endpointQueryOptions,
  type RequestOf,
  type ResponseOf,
} from '@bht/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/api';
import { FRESH_ON_OPEN } from '../company-orders/order-queries';

export type Notice = ResponseOf<typeof companyGetNoticeDetail>;
export type NoticeSummary = ResponseOf<typeof companyGetNoticeList>['list'][number];
export type NoticeListRequest = RequestOf<typeof companyGetNoticeList>;
export type NoticeFields = RequestOf<typeof companyAddNotice>;

export const NOTICE_LIST_PATH = '/notice/list';
export const noticeEditPath = (id?: number) => (id ? `/notice/edit?id=${id}` : '/notice/edit');

export const noticeListQuery = (input: NoticeListRequest) => ({
  ...endpointQueryOptions(api, companyGetNoticeList, input),
  ...FRESH_ON_OPEN,
});
export const noticeDetailQuery = (id: number) => ({
  ...endpointQueryOptions(api, companyGetNoticeDetail, { id }),
  ...FRESH_ON_OPEN,
});

const silent = { silent: true } as const;

export const saveNotice = (fields: NoticeFields, id?: number) =>
  id
    ? api.call(companyEditNotice, { ...fields, id }, silent)
    : api.call(companyAddNotice, fields, silent);
export const setNoticeStatus = (id: number, status: 0 | 1) =>
  api.call(companySetNoticeStatus, { id, status }, silent);
export const deleteNotice = (id: number) => api.call(companyDeleteNotice, { id }, silent);

/** Re-reads every list page and, when given, the notice `id`. */
export function useRefreshNotices() {
  const queryClient = useQueryClient();
  return useCallback(
    (id?: number) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetNoticeList) }),
        id
          ? queryClient.invalidateQueries({
              queryKey: endpointQueryKey(companyGetNoticeDetail, { id }),
            })
          : undefined,
      ]).then(() => undefined),
    [queryClient],
  );
}
