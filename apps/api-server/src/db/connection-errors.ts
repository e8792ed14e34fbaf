// Why a DATABASE_URL cannot be used, as one line an operator can act on (never the password), and
// whether waiting may help: a server that is still starting or not listening yet is retried, a
// wrong database, role or password is not.

/** A start-up failure caused by DATABASE_URL; its message is the one line printed. */
export class DatabaseUrlError extends Error {
  override name = 'DatabaseUrlError';
}

export interface ConnectionProblem {
  /** What is wrong, in Chinese, with the driver's code in brackets. */
  reason: string;
  /** True when the database may still come up (refused, starting up, timed out). */
  transient: boolean;
}

/** The URL with its password replaced by `***` (or the bare text when it is no URL). */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(无法解析)';
  }
}

/** The URL's parts the messages name, or null when it is no postgres:// URL. */
export function parseDatabaseUrl(databaseUrl: string) {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') return null;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  return {
    host: url.hostname || 'localhost',
    port: url.port || '5432',
    database: decode(url.pathname.replace(/^\//, '')) || decode(url.username) || '(默认)',
    user: decode(url.username) || '(当前系统用户)',
    password: decode(url.password),
  };
}

export const MALFORMED_URL = '格式不正确，应为 postgres://用户:密码@主机:端口/数据库名';

/** The first error in the cause chain (or an AggregateError's members) that carries a code. */
export function codeOf(error: unknown): { code?: string; message: string } {
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object') continue;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string')
      return { code, message: String((current as Error).message ?? '') };
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (Array.isArray(errors)) queue.push(...errors);
    if (cause) queue.push(cause);
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

export function describeConnectionError(error: unknown, databaseUrl: string): ConnectionProblem {
  const parts = parseDatabaseUrl(databaseUrl);
  if (!parts) return { reason: MALFORMED_URL, transient: false };
  const { host, port, database, user } = parts;
  const { code, message } = codeOf(error);
  const at = `${host}:${port}`;
  const fixed = (reason: string) => ({ reason: `${reason}（${code}）`, transient: false });
  const waiting = (reason: string) => ({ reason: `${reason}（${code}）`, transient: true });
  switch (code) {
    case 'ECONNREFUSED':
      return waiting(`连接被拒绝：${at} 上没有 PostgreSQL 在监听`);
    case 'EAI_AGAIN':
      return waiting(`暂时无法解析主机名 ${host}`);
    case 'ENOTFOUND':
      return fixed(`主机名 ${host} 不存在`);
    case 'ECONNRESET':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return waiting(`无法连接到 ${at}`);
    case '57P03':
      return waiting('数据库正在启动');
    case '53300':
      return waiting('数据库连接数已满');
    case '3D000':
      return fixed(`数据库 ${database} 不存在`);
    case '28P01':
      return fixed(`用户 ${user} 的密码错误`);
    case '28000':
      return /does not exist/.test(message)
        ? fixed(`用户（角色）${user} 不存在`)
        : fixed(`服务器不允许用户 ${user} 从本机连接数据库 ${database}（见 pg_hba.conf）`);
    case '42501':
      return fixed(`用户 ${user} 没有在数据库 ${database} 中建表的权限`);
  }
  if (/client password must be a string/.test(message))
    return {
      reason: `服务器要求密码，但 DATABASE_URL 中没有用户 ${user} 的密码`,
      transient: false,
    };
  if (/timeout/i.test(message)) return { reason: `连接 ${at} 超时`, transient: true };
  if (/terminated unexpectedly/i.test(message))
    return { reason: `连接 ${at} 被服务器中断`, transient: true };
  const detail = parts.password ? message.split(parts.password).join('***') : message;
  return { reason: `无法连接：${detail}${code ? `（${code}）` : ''}`, transient: false };
}

/** The one line printed when start-up fails on DATABASE_URL. */
export function databaseUrlFailure(databaseUrl: string, reason: string): DatabaseUrlError {
  const shown = parseDatabaseUrl(databaseUrl) ? `（${redactUrl(databaseUrl)}）` : '';
  return new DatabaseUrlError(`数据库连接失败，请检查 DATABASE_URL${shown}：${reason}`);
}
