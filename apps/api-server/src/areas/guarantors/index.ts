// Guarantor lists for the enterprise's choice (spec §3): letter types, areas, guarantors by area
// and the offers of the guarantors accepting an application.
import {
  getAreaListHandler,
  getCompanyListHandler,
  getListByAreaHandler,
  getTypeListHandler,
} from './guarantor-lists';

export const guarantorHandlers = [
  getTypeListHandler,
  getAreaListHandler,
  getListByAreaHandler,
  getCompanyListHandler,
];
