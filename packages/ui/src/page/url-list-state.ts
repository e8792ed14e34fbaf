// A list screen's state kept in the URL (tab, keyword, page, page size), so reload and back keep
// it: the values read from the query string, `update` to change some (an empty value drops the
// parameter), `linkWith` for a link that changes them, and StatusTabsTable's search and paging props built from them (a new search or tab
// starts at page 1; the default size stays out of the URL).
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../feedback/constants';

export function useUrlListState() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = Number(params.get('limit')) || DEFAULT_PAGE_SIZE;
  const withPatch = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  const update = (patch: Record<string, string | undefined>) => setParams(withPatch(patch));
  /** A link to this list with `patch` applied (a row's detail drawer: `linkWith({ id })`). */
  const linkWith = (patch: Record<string, string | undefined>) => `?${withPatch(patch).toString()}`;
  /** StatusTabsTable's paging props (a list without a keyword search spreads only these). */
  const paging = {
    page,
    pageSize: limit,
    onPageChange: (nextPage: number, size: number) =>
      update({
        page: String(nextPage),
        limit: size === DEFAULT_PAGE_SIZE ? undefined : String(size),
      }),
  };
  const searchAndPaging = {
    searchValues: { keyword },
    onSearch: (values: Record<string, string>) =>
      update({ keyword: values.keyword?.trim() || undefined, page: undefined }),
    ...paging,
  };
  return { params, keyword, page, limit, update, linkWith, paging, searchAndPaging };
}
