// A sub-account as the calls return it (its form: sub-account-form-modal.tsx).
import type { addSubAccount, ResponseOf } from '@bht/api-client';

export type SubAccount = ResponseOf<typeof addSubAccount>;
