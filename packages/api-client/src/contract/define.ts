// The shape of one API call. Every call in the product is declared once with `defineEndpoint`;
// the server registers routes from these declarations and validates with the same schemas,
// the client parses responses with them, and the OpenAPI document is generated from them.
import { type z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call an endpoint.
 * - `public`: no token needed.
 * - `enterprise`: an enterprise account (main or sub) token.
 * - `ensure_company`: a guarantee-company account token; `permission` (one auth_json entry) may narrow it.
 * - `platform_operator`: a platform operator (平台运营) token; operators and company accounts are
 *   refused (403) on each other's calls (docs/company-auth.md).
 */
export type EndpointAuth = 'public' | 'enterprise' | 'ensure_company' | 'platform_operator';

/** How the request travels: form-urlencoded body, query string, or multipart (file upload). */
export type RequestEncoding = 'form' | 'query' | 'multipart';

export interface EndpointDefinition<
  TRequest extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
  TAuth extends EndpointAuth = EndpointAuth,
> {
  /** Stable id, `area.verbNoun`, e.g. `orders.getOrderStatus`; also the TanStack Query key root. */
  readonly id: string;
  /** Methods the server accepts; the client uses the first one. */
  readonly methods: readonly [HttpMethod, ...HttpMethod[]];
  /** Path exactly as the product spec names it (case preserved, e.g. `/api/Letter/add`). */
  readonly path: string;
  readonly encoding: RequestEncoding;
  readonly auth: TAuth;
  /** For `ensure_company` calls: the auth_json entry required (`*` always passes). */
  readonly permission?: string;
  /** Request fields (without `token`, which the transport adds). Values arrive as strings: use coercing schemas. */
  readonly request: TRequest;
  /** Schema of the envelope's `data` on success. */
  readonly response: TResponse;
  /** One line, Chinese then English: `获取订单状态 / Get order status by order_sn`. */
  readonly summary: string;
}

/** Where a call goes: what the transport needs of an endpoint, without its schemas. */
export type EndpointAddress = Pick<EndpointDefinition, 'id' | 'methods' | 'path' | 'encoding'>;

/**
 * An endpoint's address declared apart from its schemas (contract/log-in-calls.ts), with the same
 * defaults as `defineEndpoint`, which takes it spread: the light log-in screens send their calls
 * by it without loading zod.
 */
export function endpointAddress(
  address: Pick<EndpointAddress, 'id' | 'path'> & Partial<Pick<EndpointAddress, 'methods'>>,
): EndpointAddress {
  const { methods = ['POST'] } = address;
  return { ...address, methods, encoding: defaultEncoding(methods) };
}

const defaultEncoding = (methods: EndpointAddress['methods']): RequestEncoding =>
  methods[0] === 'GET' ? 'query' : 'form';

/** Spec §7: "All POST, form-urlencoded with token added, unless noted", so those are the defaults. */
export function defineEndpoint<
  TRequest extends z.ZodType,
  TResponse extends z.ZodType,
  TAuth extends EndpointAuth,
>(
  definition: Omit<EndpointDefinition<TRequest, TResponse, TAuth>, 'methods' | 'encoding'> &
    Partial<Pick<EndpointDefinition<TRequest, TResponse, TAuth>, 'methods' | 'encoding'>>,
): EndpointDefinition<TRequest, TResponse, TAuth> {
  const { methods = ['POST'], encoding = defaultEncoding(methods), ...rest } = definition;
  return Object.freeze({ ...rest, methods, encoding });
}

export type RequestOf<E extends EndpointDefinition> = z.input<E['request']>;
export type ParsedRequestOf<E extends EndpointDefinition> = z.output<E['request']>;
export type ResponseOf<E extends EndpointDefinition> = z.output<E['response']>;
