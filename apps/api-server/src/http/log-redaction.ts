// What the request log may print. The apps send the session token in the Authorization header,
// which no serializer prints (and which `redact` censors should a log call pass headers along);
// other clients may still send the spec's `token` field in the query string, and WeChat sends its
// one-time `code` there: such values are replaced before any log line is written, so a copied log
// line opens nothing.
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[REDACTED]';

/** Names of fields whose values are secrets or credentials (case-insensitive). */
const SECRET_FIELD =
  /^(token|access_token|code|sign|sig|signature|ticket|openid|.*password.*|.*secret.*)$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `url` with the value of every secret query field replaced by [REDACTED]; the rest as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_FIELD.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start + 1)}${pairs.join('&')}`;
}

/** The request as Fastify logs it by default, with the URL redacted. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Drizzle's failed-query errors print the bound values in the message (`params: …`) and in `params`. */
const withoutParams = (text: string) => text.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as pino's standard serializer shows it (type, message, stack, own fields, cause), without query values. */
function errorSerializer(error: Error, depth = 0): SerializedError {
  const own = Object.fromEntries(
    Object.entries(error).filter(([key]) => key !== 'params' && key !== 'cause'),
  );
  const cause =
    error.cause instanceof Error && depth < 5
      ? errorSerializer(error.cause, depth + 1)
      : error.cause;
  return {
    type: error.constructor.name,
    ...own,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
    ...(cause === undefined ? {} : { cause }),
  };
}

/** Headers carrying the session token, wherever a log call puts a request's headers. */
const CREDENTIAL_HEADERS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

/** Fastify logger options: the level, an optional destination (tests), and the redacting serializers. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestSerializer, err: (error: Error) => errorSerializer(error) },
    redact: { paths: CREDENTIAL_HEADERS, censor: REDACTED },
  };
}
