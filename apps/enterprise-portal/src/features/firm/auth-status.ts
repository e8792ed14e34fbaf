// How each enterprise authentication status (docs/state-machines.md) is named and stamped.
import type { StampTone } from '@bht/ui';

export type AuthStatus = 0 | 1 | 2 | -1;

export const AUTH_STATUS_VIEW: Record<AuthStatus, { label: string; tone: StampTone }> = {
  0: { label: '未认证', tone: 'muted' },
  1: { label: '审核中', tone: 'processing' },
  2: { label: '已认证', tone: 'success' },
  [-1]: { label: '已驳回', tone: 'danger' },
};

export const authStatusView = (status: number) =>
  AUTH_STATUS_VIEW[status as AuthStatus] ?? AUTH_STATUS_VIEW[0];

/** Who authenticated for the enterprise in step 1. */
export const IDENTITY_ROLE_TEXT = { legal: '法定代表人', agent: '经办人' } as const;
