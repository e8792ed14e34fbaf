// A list's status tabs led by 全部: the status the URL names (none for 全部 or an unknown one) and
// StatusTabsTable's tab props; picking a tab starts again at page 1, 全部 keeps `status` out of the URL.
import type { useUrlListState } from '@bht/ui';

const ALL = 'all';

type UrlListState = ReturnType<typeof useUrlListState>;

export function allStatusTabs<S extends number>(
  statuses: readonly S[],
  text: Readonly<Record<number, string>>,
  { params, update }: Pick<UrlListState, 'params' | 'update'>,
) {
  const status = statuses.find((s) => String(s) === params.get('status'));
  return {
    status,
    tabProps: {
      tabs: [
        { key: ALL, title: '全部' },
        ...statuses.map((s) => ({ key: String(s), title: text[s] ?? '' })),
      ],
      activeTab: status === undefined ? ALL : String(status),
      onTabChange: (key: string) =>
        update({ status: key === ALL ? undefined : key, page: undefined }),
    },
  };
}
