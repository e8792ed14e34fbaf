// Every exportable list (docs/exports.md): adding one is its declaration in the contract
// (contract/exports.ts) and an exporter here.
import { companyLettersExporter, companyOrdersExporter, enterpriseOrderExporters } from './order-exporters';
import { claimsExporter, invoicesExporter, surrendersExporter } from './record-exporters';

export { registerExportRoutes } from './export-routes';

export const exporters = [companyOrdersExporter, companyLettersExporter, surrendersExporter, claimsExporter, invoicesExporter, ...enterpriseOrderExporters];
