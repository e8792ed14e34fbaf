// Registers one Fastify route per contract endpoint and method. The request is validated with
// the endpoint's zod schema (Chinese messages naming the field), the caller is resolved for
// protected endpoints, the permission checked, and the result wrapped in the envelope.
import {
  allEndpoints,
  envelopeSchema,
  ResponseCode,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import {
  controlCharacterMessage,
  controlCharacterPaths,
  hasControlCharacters,
} from '@bht/validators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Providers } from '../providers';
import { AppError, forbidden } from './app-error';
import {
  callerFromRow,
  hasPermission,
  readToken,
  requireToken,
  resolveCaller,
  type Caller,
} from './auth-context';
import { hashToken } from '../auth/tokens';
import { fieldLabel } from './field-labels';
import type { Implementation, UploadedPart } from './implement';
import { validationError } from './validation-messages';

interface MultipartField {
  type?: string;
  fieldname: string;
  value?: unknown;
  filename?: string;
  mimetype?: string;
  _buf?: Buffer;
}

/** The multipart body (http/body-parsers.ts) is `{ field: { value } | file part }`; flatten it and collect files. */
function flattenMultipart(body: unknown): {
  fields: Record<string, unknown>;
  files: UploadedPart[];
} {
  const fields: Record<string, unknown> = {};
  const files: UploadedPart[] = [];
  for (const [key, raw] of Object.entries(
    (body ?? {}) as Record<string, MultipartField | MultipartField[]>,
  )) {
    for (const part of Array.isArray(raw) ? raw : [raw]) {
      if (part?.type === 'file' && part._buf) {
        files.push({
          fieldname: key,
          filename: part.filename ?? 'file',
          mimetype: part.mimetype ?? '',
          data: part._buf,
        });
      } else if (part && 'value' in part) {
        fields[key] = part.value;
      }
    }
  }
  return { fields, files };
}

function requestSource(endpoint: EndpointDefinition, request: FastifyRequest) {
  if (request.method === 'GET')
    return { fields: (request.query ?? {}) as Record<string, unknown>, files: [] };
  if (endpoint.encoding === 'multipart' && request.isMultipart())
    return flattenMultipart(request.body);
  return {
    fields: { ...((request.query ?? {}) as object), ...((request.body ?? {}) as object) },
    files: [],
  };
}

type ParsedInput = { success: true; data: unknown } | { success: false; error: AppError };

/**
 * The input parsed by the endpoint's schema, or the 400 to answer. Control characters are refused
 * in every field first (packages/validators): PostgreSQL cannot store NUL, and no form types them.
 */
function parseInput(endpoint: EndpointDefinition, fields: Record<string, unknown>): ParsedInput {
  const [path] = controlCharacterPaths(fields);
  if (path) {
    const key = path.map(String).join('.');
    const msg = controlCharacterMessage(
      hasControlCharacters(key) ? '参数名' : fieldLabel(path, endpoint.id),
    );
    return { success: false, error: new AppError(msg, { status: 400, fields: { [key]: msg } }) };
  }
  const parsed = endpoint.request.safeParse(fields);
  if (parsed.success) return { success: true, data: parsed.data };
  return {
    success: false,
    error: validationError(parsed.error.issues, { input: fields, endpointId: endpoint.id }),
  };
}

async function callerFor(
  db: Db,
  config: Config,
  endpoint: EndpointDefinition,
  request: FastifyRequest,
): Promise<Caller | null> {
  if (endpoint.auth !== 'public') return resolveCaller(db, config, request, endpoint.auth);
  if (!readToken(request)) return null;
  // Public calls still know a logged-in caller of either kind (e.g. uploads), but never require one.
  return resolveCaller(db, config, request).catch(() => null);
}

/**
 * The caller, and for a preloading endpoint what it read with the caller in the same statement;
 * on invalid input the caller is read alone, so 401 still comes before 400.
 */
async function callerAndPreload(
  deps: { db: Db; config: Config },
  endpoint: EndpointDefinition,
  preload: Implementation['preload'],
  request: FastifyRequest,
  parsed: ParsedInput,
): Promise<{ caller: Caller | null; preloaded?: unknown }> {
  const auth = endpoint.auth;
  if (!preload || !parsed.success || auth === 'public')
    return { caller: await callerFor(deps.db, deps.config, endpoint, request) };
  const token = requireToken(request);
  const { caller: row, data } = await preload(parsed.data, hashToken(token), deps.db);
  return { caller: await callerFromRow(deps.db, deps.config, token, row, auth), preloaded: data };
}

/**
 * What every call goes through before its handler (the contract's endpoints and the list exports):
 * the fields and files, the caller (401), the endpoint's permission (403), then the input (400).
 * Who may call comes first, so a call is refused the same way whether valid or not; then the input,
 * so an endpoint not built yet already tells a wrong call from a right one.
 */
export async function admitRequest(
  deps: { db: Db; config: Config },
  endpoint: EndpointDefinition,
  request: FastifyRequest,
  preload?: Implementation['preload'],
): Promise<{ input: unknown; caller: Caller | null; files: UploadedPart[]; preloaded?: unknown }> {
  const { fields, files } = requestSource(endpoint, request);
  const parsed = parseInput(endpoint, fields);
  const { caller, preloaded } = await callerAndPreload(deps, endpoint, preload, request, parsed);
  if (endpoint.permission && caller && !hasPermission(caller.permissions, endpoint.permission)) {
    throw forbidden();
  }
  if (!parsed.success) throw parsed.error;
  return { input: parsed.data, caller, files, preloaded };
}

export function registerEndpoints(
  app: FastifyInstance,
  deps: { db: Db; config: Config; providers: Providers; implementations: Implementation[] },
) {
  const implementations = new Map(deps.implementations.map((i) => [i.endpoint.id, i]));
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The contract's endpoints, plus any an implementation brings that the contract lacks (tests).
  const extra = deps.implementations
    .map((i) => i.endpoint)
    .filter((e) => !allEndpoints.includes(e));
  for (const endpoint of [...allEndpoints, ...extra]) {
    const { handler, preload } = implementations.get(endpoint.id) ?? {};
    for (const method of endpoint.methods) {
      typed.route({
        method,
        url: endpoint.path,
        schema: {
          summary: endpoint.summary,
          tags: [endpoint.id.split('.')[0] ?? 'api'],
          ...(method === 'GET' ? { querystring: endpoint.request } : { body: endpoint.request }),
          consumes:
            method === 'GET'
              ? undefined
              : [
                  endpoint.encoding === 'multipart'
                    ? 'multipart/form-data'
                    : 'application/x-www-form-urlencoded',
                ],
          response: { 200: envelopeSchema(endpoint.response) },
        },
        // The request schema above documents the call; validation happens below with Chinese messages.
        validatorCompiler: () => (data) => ({ value: data }),
        handler: async (request, reply) => {
          const { input, caller, files, preloaded } = await admitRequest(
            deps,
            endpoint,
            request,
            preload,
          );
          if (!handler) throw new AppError('该功能尚未开放', { status: 501 });
          const context = {
            db: deps.db,
            config: deps.config,
            providers: deps.providers,
            request,
            reply,
            caller: caller as never,
            files,
            preloaded,
          };
          const data = await handler(input, context);
          return { code: ResponseCode.SUCCESS, msg: '', data: data ?? null };
        },
      });
    }
  }
}
