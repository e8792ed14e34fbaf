// A lazily loaded page drawn inside the provider its letter family needs (paper, performance or
// wage), as a page module for the route table.
import type { ComponentType, ReactNode } from 'react';

export type TitledPage = ComponentType<{ title: string }>;

/** `load`'s page inside `scope`, as the `{ default }` module a route's `page` resolves to. */
export async function scopedPage(
  load: () => Promise<TitledPage>,
  scope: (page: ReactNode) => ReactNode,
): Promise<{ default: TitledPage }> {
  const Page = await load();
  return { default: ({ title }) => scope(<Page title={title} />) };
}
