// Litigation-preservation guarantees (docs/preservation.md): the public reference categories, and
// for console accounts with jigou the courts and the company's applications.
import { handleApplyHandler, deleteApplyHandler } from './apply-transitions';
import { getApplyDetailHandler, getApplyListHandler } from './read-applies';
import {
  getCaseCategoryAllHandler,
  getCourtListHandler,
  getPreserveCategoryAllHandler,
} from './reference-data';
import { addApplyHandler, editApplyHandler } from './save-apply';

export const preservationHandlers = [
  getPreserveCategoryAllHandler,
  getCaseCategoryAllHandler,
  getCourtListHandler,
  getApplyListHandler,
  getApplyDetailHandler,
  addApplyHandler,
  editApplyHandler,
  handleApplyHandler,
  deleteApplyHandler,
];
