// Business errors thrown by handlers; the error handler turns them into the envelope.
import { ResponseCode } from '@bht/api-client/contract';

export class AppError extends Error {
  readonly status: number;
  readonly code: number;
  readonly fields?: Record<string, string>;

  constructor(
    message: string,
    options: { status?: number; code?: number; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = options.status ?? 400;
    this.code = options.code ?? ResponseCode.ERROR;
    this.fields = options.fields;
  }
}

export const unauthenticated = (message = '请先登录') =>
  new AppError(message, { status: 401, code: ResponseCode.UNAUTHENTICATED });
export const forbidden = (message = '没有权限执行此操作') =>
  new AppError(message, { status: 403, code: ResponseCode.FORBIDDEN });
export const notFound = (message: string) => new AppError(message, { status: 404 });
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(message, { status: 409, fields });
export const tooManyRequests = (message: string) => new AppError(message, { status: 429 });
/** A field-level error (shown next to the input): `message` is both the message and the field's error. */
export const fieldError = (field: string, message: string, status = 400) =>
  new AppError(message, { status, fields: { [field]: message } });
