// Row types of the tables several areas share; an area's own tables keep their row types in the area.
import type { enterprises, orders, projects } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type ProjectRow = typeof projects.$inferSelect;
export type EnterpriseRow = typeof enterprises.$inferSelect;
