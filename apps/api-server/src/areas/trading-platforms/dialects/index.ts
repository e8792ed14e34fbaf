// The dialects this server speaks, by name (trading_platforms.dialect); a new dialect is one folder
// here and one line below (docs/trading-platforms.md, "Adding a dialect").
import type { Dialect } from '../dialect';
import { epointDialect } from './epoint-4.0';
import { jiangxiDialect } from './jiangxi-2.3.0';

export const DIALECTS: Readonly<Record<string, Dialect>> = {
  'epoint-4.0': epointDialect,
  'jiangxi-2.3.0': jiangxiDialect,
};
