// <SERVICE>_VENDOR=off: a deployment without a contract for a service (bank account verification,
// guarantee insurance) switches it off explicitly rather than running the sandbox in production.
// The service's `off` provider refuses every call with a 409 in the envelope and a Chinese
// sentence saying the feature is not open yet; it needs no settings (docs/providers.md).
import { AppError } from '../http/app-error';
import { vendor, type Vendor } from './vendors';

/** The vendor name of a switched-off service, as /healthz/providers reports it. */
export const OFF = 'off';

/** A call to a switched-off service: 409, with the sentence the user sees. */
export class ServiceOffError extends AppError {
  constructor(message: string) {
    super(message, { status: 409 });
  }
}

/** A provider switched off: every call is refused with `refusal`. */
export interface SwitchedOff {
  readonly name: typeof OFF;
  readonly refusal: string;
}

/** Refuses before anything is counted or written when `provider` is switched off. */
export function refuseWhenOff(provider: { readonly name: string }): void {
  if (provider.name === OFF && 'refusal' in provider)
    throw new ServiceOffError((provider as SwitchedOff).refusal);
}

/** The `off` vendor of a service: no settings, and the provider `create` makes. */
export const offVendor = <P>(create: () => P): Vendor<P> =>
  vendor(() => ({ settings: {} }), create);
