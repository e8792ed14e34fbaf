// The permissions a main account may grant a sub-account: the enterprise portal's menu
// permissions (spec §6: dingdan and the order / letter stage names), or '*' for all of them.
import { stageSchema } from '@bht/api-client/contract';
import { fieldError } from '../../http/app-error';

/** The sub-account permission that governs orders of every letter type. */
export const ORDER_PERMISSION = 'dingdan';

export const ENTERPRISE_PERMISSIONS: readonly string[] = [ORDER_PERMISSION, ...stageSchema.options];

/** A validated comma list in canonical order; '*' alone when it is granted. */
export function normalizeSubAccountPermissions(authJson: string): string {
  const requested = new Set(
    authJson
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
  if (requested.has('*')) return '*';
  const unknown = [...requested].filter((p) => !ENTERPRISE_PERMISSIONS.includes(p));
  if (unknown.length > 0) {
    const msg = `不支持的权限：${unknown.join('、')}`;
    throw fieldError('auth_json', msg);
  }
  return ENTERPRISE_PERMISSIONS.filter((p) => requested.has(p)).join(',');
}
