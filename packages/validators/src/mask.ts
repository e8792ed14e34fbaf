// Masked display of personal numbers on account screens.

/** `13800000001` → `138****0001`; anything that is not 11 digits is returned unchanged. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
