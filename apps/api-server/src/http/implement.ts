// Handlers are written per area against contract endpoints: typed input in, typed data out.
import type { EndpointDefinition } from '@bht/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Providers } from '../providers';
import type {
  Caller,
  CallerRow,
  CompanyCaller,
  EnterpriseCaller,
  OperatorCaller,
} from './auth-context';

export interface UploadedPart {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

type CallerFor<A> = A extends 'enterprise'
  ? EnterpriseCaller
  : A extends 'ensure_company'
    ? CompanyCaller
    : A extends 'platform_operator'
      ? OperatorCaller
      : Caller | null;

export interface HandlerContext<A = EndpointDefinition['auth']> {
  db: Db;
  config: Config;
  providers: Providers;
  request: FastifyRequest;
  reply: FastifyReply;
  caller: CallerFor<A>;
  /** Files of a multipart request. */
  files: UploadedPart[];
  /** What the endpoint's preload read together with the caller (implementPreloaded), if it did. */
  preloaded?: unknown;
}

export type Handler<E extends EndpointDefinition> = (
  input: z.output<E['request']>,
  ctx: HandlerContext<E['auth']>,
) => Promise<z.output<E['response']>>;

/** Reads the caller's session row (undefined: no such session) and the endpoint's data in one statement. */
type Preload<E extends EndpointDefinition, D> = (
  input: z.output<E['request']>,
  tokenHash: string,
  db: Db,
) => Promise<{ caller: CallerRow | undefined; data: D }>;

export interface Implementation {
  endpoint: EndpointDefinition;
  handler: Handler<EndpointDefinition>;
  preload?: Preload<EndpointDefinition, unknown>;
}

export function implement<E extends EndpointDefinition>(
  endpoint: E,
  handler: Handler<E>,
): Implementation {
  return { endpoint, handler: handler as unknown as Handler<EndpointDefinition> };
}

/**
 * A hot protected endpoint that reads its caller and its data in one statement (one database round
 * trip instead of two, docs/benchmarks.md). Registration still decides who may call before the
 * handler runs: the preloaded session row goes through the same checks as any caller, and the data
 * reaches the handler only then. `preload` runs on valid input only.
 */
export function implementPreloaded<E extends EndpointDefinition, D>(
  endpoint: E,
  preload: Preload<E, D>,
  handler: (
    input: z.output<E['request']>,
    ctx: HandlerContext<E['auth']>,
    preloaded: D,
  ) => Promise<z.output<E['response']>>,
): Implementation {
  return {
    endpoint,
    preload: preload as unknown as Preload<EndpointDefinition, unknown>,
    handler: ((input: z.output<E['request']>, ctx: HandlerContext<E['auth']>) =>
      handler(input, ctx, ctx.preloaded as D)) as unknown as Handler<EndpointDefinition>,
  };
}
