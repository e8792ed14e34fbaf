// 导出 Excel for a list screen: the list's export (contract/exports.ts) with the filters the screen
// shows, downloaded with the portal's API base and token (docs/exports.md).
import { downloadExport, type ExportDefinition, type ExportFilters } from '@bht/api-client';
import { getToken } from '@bht/auth-guard';
import { ExportButton } from '@bht/ui';
import { runtimeConfig } from './api';

export function ExportListButton<D extends ExportDefinition>({
  definition,
  filters,
}: {
  definition: D;
  filters: ExportFilters<D>;
}) {
  return (
    <ExportButton
      download={({ signal, onProgress }) =>
        downloadExport({ baseUrl: runtimeConfig.apiBase, token: getToken() }, definition, filters, {
          signal,
          onProgress,
        })
      }
    />
  );
}
