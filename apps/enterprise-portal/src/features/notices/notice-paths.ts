// Where the public notice screens live (routes.ts) and the link to one notice.
export const NOTICE_INDEX = '/notice/index';
export const noticeDetailPath = (id: number) => `/notice/noticeinfo?id=${id}`;
