// The /firm guide's steps (docs/state-machines.md): which page each step lives on and which step
// an enterprise is at, from auth_status and auth_step.
import type { AuthStatus } from './auth-status';

export const FIRM_STEPS = [
  { title: '身份认证', path: '/firm/one/duty' },
  { title: '手机号认证', path: '/firm/two' },
  { title: '对公账户验证', path: '/firm/three' },
  { title: '签署授权协议', path: '/firm/four' },
  { title: '准入结果', path: '/firm/five' },
] as const;

export const RESULT_STEP = FIRM_STEPS.length - 1;

/** Index into FIRM_STEPS: while not submitted, the first step not yet done; otherwise the result. */
export function currentStepOf(info: { auth_status: AuthStatus; auth_step: number }): number {
  if (info.auth_status !== 0) return RESULT_STEP;
  return Math.max(0, Math.min(info.auth_step, RESULT_STEP - 1));
}

export const stepPath = (step: number): string => FIRM_STEPS[Math.max(0, Math.min(step, RESULT_STEP))]!.path;
