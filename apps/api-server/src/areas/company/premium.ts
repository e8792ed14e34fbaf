// The premium rule lives in @bht/validators (the console prefills the same figure when a company
// enters an order); the server's callers keep importing it from here.
export { computePremium } from '@bht/validators';
