// The credential flow's shape and its three uses (spec §2, §8).
import type { UserInfo } from '@bht/api-client';

export interface FlowDone {
  title: string;
  description: string;
  actionLabel: string;
  to: string;
}

export interface CredentialFlow {
  heading: string;
  scene: 'change_password' | 'change_mobile';
  /** Step 1, 2 and 3 paths. */
  paths: readonly [string, string, string];
  stepTitles: readonly [string, string, string];
  /** A public route (no shell around it): the flow draws its own frame. */
  standalone: boolean;
  done: (user: UserInfo) => FlowDone;
}

/** What step 1 hands to step 2 through the router state. */
export interface TicketState {
  ticket: string;
}

const passwordSteps = ['验证身份', '设置新密码', '完成'] as const;

/** Forced change when is_reset_password is 0 (the guard sends the user to /code/one). */
export const forcedPasswordFlow: CredentialFlow = {
  heading: '修改登录密码',
  scene: 'change_password',
  paths: ['/code/one', '/code/two', '/code/three'],
  stepTitles: passwordSteps,
  standalone: true,
  // A sub-account of a not yet authenticated enterprise waits on /index; everyone else goes on to /firm.
  done: (user) => ({
    title: '密码修改成功',
    description: '请牢记新密码，下次登录时使用。',
    actionLabel: '继续',
    to: user.auth_status !== 2 && user.enterprise_account.is_master === 0 ? '/index' : '/firm',
  }),
};

export const changePasswordFlow: CredentialFlow = {
  heading: '修改登录密码',
  scene: 'change_password',
  paths: ['/recode/reone', '/recode/retwo', '/recode/rethree'],
  stepTitles: passwordSteps,
  standalone: false,
  done: () => ({
    title: '密码修改成功',
    description: '请牢记新密码，下次登录时使用。',
    actionLabel: '返回用户中心',
    to: '/index',
  }),
};

export const changeMobileFlow: CredentialFlow = {
  heading: '修改手机号',
  scene: 'change_mobile',
  paths: ['/tel/telone', '/tel/teltwo', '/tel/telthree'],
  stepTitles: ['验证身份', '绑定新手机号', '完成'],
  standalone: false,
  done: (user) => ({
    title: '手机号修改成功',
    description: `登录手机号已变更为 ${user.account}。`,
    actionLabel: '返回用户中心',
    to: '/index',
  }),
};
