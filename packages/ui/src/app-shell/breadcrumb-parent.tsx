// A page whose place in the menu depends on its data names its breadcrumb parent while it shows:
// a console order detail sits under the stage its order is in (待出函 / 订单详情). The shell then
// shows that route's trail instead of the route table's fixed one, for the path it was named at.
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export interface BreadcrumbParent {
  /** The path the page named its parent at; another path keeps the table's trail. */
  pathname: string;
  /** A path of the route table. */
  parent: string;
}

/** Given by RouteTableShell; outside it (public pages, tests) naming a parent does nothing. */
export const BreadcrumbParentContext = createContext<(parent: BreadcrumbParent | null) => void>(
  () => undefined,
);

/** Puts the current page under the route at `parent` while it shows; undefined keeps the table's trail. */
export function useBreadcrumbParent(parent: string | undefined) {
  const setParent = useContext(BreadcrumbParentContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (parent === undefined) return undefined;
    setParent({ pathname, parent });
    return () => setParent(null);
  }, [setParent, pathname, parent]);
}
