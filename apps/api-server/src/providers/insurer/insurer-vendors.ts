// The insurer vendors INSURER_VENDOR may name (docs/providers.md): only `off` so far.
import { offVendor } from '../service-off';
import type { Vendor } from '../vendors';
import type { InsurerProvider } from './insurer-provider';
import { OffInsurerProvider } from './off-insurer-provider';

export const INSURER_VENDORS: Record<string, Vendor<InsurerProvider>> = {
  off: offVendor(() => new OffInsurerProvider()),
};
