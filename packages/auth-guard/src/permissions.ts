// Permissions come from account.auth_json: a comma list, '*' meaning everything (spec §6).

/** Menu permissions and the order / letter stage names that unlock menu items. */
export const PERMISSIONS = {
  jigou: '机构',
  peizhi: '配置',
  dingdan: '订单',
  gonggao: '公告',
  // Desks of their own rather than part of dingdan (docs/company-auth.md, "Console permissions").
  luru: '录入订单',
  fapiao: '发票',
} as const;

export const ORDER_STAGES = ['待签约', '待审核', '待支付', '待出函', '已出函', '已驳回'] as const;
export const LETTER_STAGES = ['正常履约', '履约终止', '退保', '理赔'] as const;

/** The auth_json of a platform operator (平台运营): the console shows it the review routes only (docs/company-auth.md). */
export const OPERATOR_PERMISSION = '平台运营';

export type PermissionSet = ReadonlySet<string>;

export function parsePermissions(authJson: string | null | undefined): PermissionSet {
  return new Set(
    (authJson ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
}

/** True when the set has `*` or any one of `required` (a string or any-of list); no requirement passes. */
export function hasPermission(
  permissions: PermissionSet,
  required: string | readonly string[] | undefined,
): boolean {
  if (required === undefined) return true;
  if (permissions.has('*')) return true;
  const list = typeof required === 'string' ? [required] : required;
  return list.length === 0 || list.some((p) => permissions.has(p));
}
