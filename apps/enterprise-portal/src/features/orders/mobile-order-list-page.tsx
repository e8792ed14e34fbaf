// /myLetter/min-0 … min-8: the phone order list, one status per path (spec §2), a strip of the
// other statuses to switch, cards and 加载更多 paging.
import { Button, Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import { endpointQueryKey, getMyOrderList } from '@bht/api-client';
import { DEFAULT_PAGE_SIZE, QueryState, Tag } from '@bht/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { api } from '../../app/api';
import { OrderCard } from './order-card';
import { MOBILE_LIST_STATES, mobileListIndex, mobileListPath } from './order-states';

export default function MobileOrderListPage() {
  const { pathname } = useLocation();
  const index = mobileListIndex(pathname);
  const state = MOBILE_LIST_STATES[index]!;
  const input = { status: state.status, limit: DEFAULT_PAGE_SIZE };
  const list = useInfiniteQuery({
    queryKey: [...endpointQueryKey(getMyOrderList, input), 'more'],
    queryFn: ({ pageParam, signal }) =>
      api.call(getMyOrderList, { ...input, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];
  const counts = list.data?.pages[0]?.counts;

  return (
    <div style={{ padding: 12 }}>
      <nav
        aria-label="订单状态"
        style={{ display: 'flex', gap: 8, overflowX: 'auto', paddingBottom: 8, marginBottom: 8 }}
      >
        {MOBILE_LIST_STATES.map((s, i) => (
          <Link
            key={s.status}
            to={mobileListPath(i)}
            aria-current={i === index ? 'page' : undefined}
            style={{ flex: 'none' }}
          >
            <Tag size="large" color={i === index ? 'arcoblue' : undefined} bordered>
              {s.title}
              {counts ? `（${counts[String(s.status)] ?? 0}）` : ''}
            </Tag>
          </Link>
        ))}
      </nav>
      <QueryState query={list}>
        {orders.length === 0 ? (
          <Empty description={`暂无${state.title}的订单`} style={{ padding: '48px 0' }} />
        ) : (
          <>
            {orders.map((order) => (
              <OrderCard key={order.sn} order={order} />
            ))}
            {list.hasNextPage ? (
              <Button
                long
                size="large"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                加载更多
              </Button>
            ) : (
              <p style={{ textAlign: 'center', color: 'var(--color-text-3)' }}>没有更多了</p>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
