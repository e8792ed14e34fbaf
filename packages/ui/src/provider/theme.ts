// The product's theme values the shell draws with. Arco's components need no provider: their
// defaults are the zh-CN locale and the `arco` class prefix, which is what the product uses, and
// Arco's ConfigProvider would bring its Message and Notification code onto every page.
export const theme = {
  primaryColor: '#165DFF',
  sidebarBackground: '#1d2433',
  sidebarWidth: 195,
} as const;
