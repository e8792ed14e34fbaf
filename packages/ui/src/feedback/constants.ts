// Spec §9 constants shared by both apps.
export const TOAST_DURATION = 5000;
export const WARNING_DURATION = 2000;
export const DEBOUNCE_WAIT = 200;
export const RESIZE_DEBOUNCE = 300;
export const SIDEBAR_BREAKPOINT = 992;
export const MOBILE_BREAKPOINT = 767;
export const SIDEBAR_WIDTH = 195;
export const SMS_COUNTDOWN_SECONDS = 60;
export const DEFAULT_PAGE_SIZE = 10;
