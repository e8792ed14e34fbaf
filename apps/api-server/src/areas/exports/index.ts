// Every exportable list (docs/exports.md): adding one is its declaration in the contract
// (contract/exports.ts) and an exporter here.
import { appliesExporter, noticesExporter } from './notice-apply-exporters';
import {
  companyLettersExporter,
  companyOrdersExporter,
  enterpriseOrderExporters,
} from './order-exporters';
import { messageUsersExporter, pushesExporter } from './order-push-exporters';
import { claimsExporter, invoicesExporter, surrendersExporter } from './record-exporters';

export { registerExportRoutes } from './export-routes';

export const exporters = [
  companyOrdersExporter,
  companyLettersExporter,
  surrendersExporter,
  claimsExporter,
  invoicesExporter,
  noticesExporter,
  appliesExporter,
  pushesExporter,
  messageUsersExporter,
  ...enterpriseOrderExporters,
];
