// Navigation out of the SPA (the provider's authorisation page, a hosted cashier), behind one
// object so screen tests can observe it (jsdom cannot navigate).
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};
