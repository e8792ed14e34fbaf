// The app's route table for the pages it routes to: a page that lists the app's menu (the
// console's 工作台 quick links) or its permissions (the portal's sub-account form) reads the table
// from here instead of importing the app's route table, which imports every page.
import { createContext, useContext, type ReactNode } from 'react';
import type { RouteTable } from '../routes';

const RouteTableContext = createContext<RouteTable | null>(null);

export function RouteTableProvider({
  table,
  children,
}: {
  table: RouteTable;
  children: ReactNode;
}) {
  return <RouteTableContext.Provider value={table}>{children}</RouteTableContext.Provider>;
}

/** The route table of the app (guardedRoutes provides it to every route). */
export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('useRouteTable() outside a RouteTableProvider');
  return table;
}
