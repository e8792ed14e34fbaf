// Where 诉讼保全申请 lives: routes.ts takes its path and title. The list's status tab, search,
// court, dates and page, and the application open in the detail drawer, live in its URL
// (?status=&keyword=&court_id=&start_date=&end_date=&page=&limit=&id=).
export const APPLY_DESK = { path: '/institution/apply', title: '诉讼保全申请' } as const;
