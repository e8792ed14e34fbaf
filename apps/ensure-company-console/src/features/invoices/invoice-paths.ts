// Where the invoice desk lives: routes.ts takes its path and title, links take the path. The list's
// status tab, search and page, and the invoice open in the detail drawer, live in its URL
// (?status=&keyword=&page=&id=).
export const INVOICE_DESK = { path: '/invoice/desk', title: '发票管理' } as const;
