// A platform's 江西 settings with the defaults filled in (trading_platforms.settings is stored as entered).
import type { OpenPlatform } from '../../dialect';
import { jiangxiSettings, type JiangxiSettings } from './settings';

export const settingsOf = (platform: OpenPlatform): JiangxiSettings =>
  jiangxiSettings.parse(platform.row.settings);
