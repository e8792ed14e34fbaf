// An entry of the enterprise's address book as the calls return it (the form: address-form-modal.tsx).
import type { addressAdd, ResponseOf } from '@bht/api-client';

export type Address = ResponseOf<typeof addressAdd>;
