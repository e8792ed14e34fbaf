import type { MenuNode } from './app-layout';

/** Sidebar nodes from route-table menu groups: a group of one is a plain item. */
export function menuFromGroups(
  groups: ReadonlyArray<{ group: string; items: ReadonlyArray<{ path: string; title: string }> }>,
): MenuNode[] {
  return groups.map((g) =>
    g.items.length === 1 && g.items[0]
      ? { key: g.items[0].path, title: g.group || g.items[0].title }
      : {
          key: g.group,
          title: g.group,
          children: g.items.map((i) => ({ key: i.path, title: i.title })),
        },
  );
}
