// Handlers are written per area against contract endpoints: typed input in, typed data out.
import type { EndpointDefinition } from '@bht/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Providers } from '../providers';
import type { Caller, CompanyCaller, EnterpriseCaller } from './auth-context';

export interface UploadedPart {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

type CallerFor<A> = A extends 'enterprise' ? EnterpriseCaller : A extends 'ensure_company' ? CompanyCaller : Caller | null;

export interface HandlerContext<A = EndpointDefinition['auth']> {
  db: Db;
  config: Config;
  providers: Providers;
  request: FastifyRequest;
  reply: FastifyReply;
  caller: CallerFor<A>;
  /** Files of a multipart request. */
  files: UploadedPart[];
}

export type Handler<E extends EndpointDefinition> = (
  input: z.output<E['request']>,
  ctx: HandlerContext<E['auth']>,
) => Promise<z.output<E['response']>>;

export interface Implementation {
  endpoint: EndpointDefinition;
  handler: Handler<EndpointDefinition>;
}

export function implement<E extends EndpointDefinition>(endpoint: E, handler: Handler<E>): Implementation {
  return { endpoint, handler: handler as unknown as Handler<EndpointDefinition> };
}
