import { ResponseCode } from '../contract/envelope';

/** Every rejected call rejects with this: the envelope's code and msg (or a transport message). */
export class ApiError extends Error {
  readonly code: number;
  readonly httpStatus: number | null;
  readonly fields: Record<string, string>;
  readonly endpointId: string;
  /** The caller aborted the call (its page or query went away): not an error to show anyone. */
  readonly isCancelled: boolean;

  constructor(
    msg: string,
    options: {
      code?: number;
      httpStatus?: number | null;
      fields?: Record<string, string>;
      endpointId: string;
      cause?: unknown;
      cancelled?: boolean;
    },
  ) {
    super(msg || 'Error', { cause: options.cause });
    this.name = 'ApiError';
    this.code = options.code ?? ResponseCode.ERROR;
    this.httpStatus = options.httpStatus ?? null;
    this.fields = options.fields ?? {};
    this.endpointId = options.endpointId;
    this.isCancelled = options.cancelled ?? false;
  }

  /** Not logged in or token expired: the app clears its token and goes to /login. */
  get isUnauthenticated(): boolean {
    return this.code === ResponseCode.UNAUTHENTICATED;
  }

  get isForbidden(): boolean {
    return this.code === ResponseCode.FORBIDDEN;
  }

  /** A log-in refused because the account is locked: the screen asks for the unlock SMS code. */
  get isAccountLocked(): boolean {
    return this.code === ResponseCode.ACCOUNT_LOCKED;
  }
}

export const TRANSPORT_MESSAGES = {
  network: '网络连接失败，请稍后重试',
  timeout: '请求超时，请稍后重试',
  badResponse: '服务器返回的数据格式不正确',
  server: '服务器繁忙，请稍后重试',
  cancelled: '请求已取消',
} as const;
