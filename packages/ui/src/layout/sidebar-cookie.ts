// The sidebar's collapse state is remembered in the cookie `sidebarStatus` ('1' collapsed, '0' open).
const COOKIE = 'sidebarStatus';

export function readSidebarCollapsed(): boolean {
  if (typeof document === 'undefined') return false;
  return /(?:^|;\s*)sidebarStatus=1(?:;|$)/.test(document.cookie);
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COOKIE}=${collapsed ? '1' : '0'}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
