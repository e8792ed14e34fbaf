// The /firm guide's steps (docs/state-machines.md): which page each step lives on and which step
// an enterprise is at, from auth_status and auth_step.
import { FIRM_STEP_PATHS } from '@bht/auth-guard';
import type { AuthStatus } from './auth-status';

const TITLES = ['身份认证', '手机号认证', '对公账户验证', '签署授权协议', '准入结果'] as const;

/** The guard's step paths (where /firm lands) with their titles. */
export const FIRM_STEPS = FIRM_STEP_PATHS.map((path, i) => ({ title: TITLES[i]!, path }));

export const RESULT_STEP = FIRM_STEPS.length - 1;

/** Index into FIRM_STEPS: while not submitted, the first step not yet done; otherwise the result. */
export function currentStepOf(info: { auth_status: AuthStatus; auth_step: number }): number {
  if (info.auth_status !== 0) return RESULT_STEP;
  return Math.max(0, Math.min(info.auth_step, RESULT_STEP - 1));
}

export const stepPath = (step: number): string =>
  FIRM_STEPS[Math.max(0, Math.min(step, RESULT_STEP))]!.path;
