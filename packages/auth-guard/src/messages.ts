// Guard messages: the spec's English texts (§8) as keys, shown in Chinese.
export const GUARD_MESSAGES = {
  /** 'Verification failed, please Login again.' */
  verificationFailed: '身份验证失败，请重新登录',
  /** 'Please change your login password before continuing' */
  changePasswordFirst: '请先修改登录密码后再继续操作',
  /** 'Please wait for the main account to authenticate the enterprise' */
  waitForMainAccount: '请等待主账号完成企业认证',
  /** 'Please complete enterprise authentication first' */
  completeAuthenticationFirst: '请先完成企业认证',
} as const;

/** Warnings show for 2 s (spec §8, §9); errors for 5 s. */
export const GUARD_MESSAGE_DURATION = { warning: 2000, error: 5000 } as const;
