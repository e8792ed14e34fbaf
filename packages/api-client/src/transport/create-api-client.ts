// The one way the apps call the API: ky with the spec's 20 s timeout, form-urlencoded POST,
// GET with query params, multipart for uploads, the token in the Authorization header of every
// call (never in a URL or body); anything but code 1 in the envelope rejects with an ApiError
// (spec §8), and a success's data is parsed with the endpoint's response schema. `send` skips that
// parse for the log-in screens, which load no zod (docs/benchmarks.md "/login").
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import type { EndpointAddress, EndpointDefinition, ResponseOf } from '../contract/define';
import { ResponseCode } from '../contract/envelope';
import { ApiError, TRANSPORT_MESSAGES } from './api-error';
import { bearerHeader, toFormData, toSearchParams } from './encode';
import { readEnvelope } from './read-envelope';
import { readTokenCookie } from './read-token-cookie';

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiClientOptions {
  /** API origin, e.g. `https://api.example.com` (from the app's VITE_API_BASE). */
  baseUrl: string;
  /** Where the token comes from; defaults to the `token` cookie. */
  getToken?: () => string | undefined | null;
  /**
   * Called for every rejection unless the call is `silent` or was cancelled through its `signal`,
   * so the app can show its 5-second toast.
   */
  onError?: (error: ApiError) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Do not call `onError` (the caller shows the error itself, e.g. on a form). */
  silent?: boolean;
  /** Aborting it cancels the call: it rejects with an ApiError whose `isCancelled` is true and no onError. */
  signal?: AbortSignal;
  /**
   * One of the endpoint's `methods` when it declares several and the call needs another than the
   * first (e.g. editLetter: GET reads the application, POST changes it). Any other is refused.
   */
  method?: EndpointDefinition['methods'][number];
}

/**
 * Multipart calls (encoding 'multipart') take the upload as the Blob/File field `file`. A request
 * that declares a `file` field of its own (a stored file's path, e.g. issueInvoice) keeps its type.
 */
export type CallInput<E extends EndpointDefinition> = RequestFields<z.input<E['request']>> &
  ('file' extends keyof RequestFields<z.input<E['request']>> ? unknown : { file?: Blob });

/** A request's declared fields; none for a request without any (zod types it `Record<string, never>`). */
type RequestFields<T> = string extends keyof T ? object : T;

export interface ApiClient {
  call<E extends EndpointDefinition>(
    endpoint: E,
    input: CallInput<E>,
    options?: CallOptions,
  ): Promise<z.output<E['response']>>;
  /**
   * The same call made by its address alone (contract/log-in-calls.ts), E naming its endpoint: the
   * answer's data is typed but not parsed. Only for the light log-in screens, which load no zod.
   */
  send<E extends EndpointDefinition>(
    address: EndpointAddress,
    input: CallInput<E>,
    options?: CallOptions,
  ): Promise<ResponseOf<E>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const getToken = options.getToken ?? readTokenCookie;

  async function send(
    endpoint: EndpointAddress,
    input: Record<string, unknown>,
    { signal, method = endpoint.methods[0] }: CallOptions,
  ): Promise<{ data: unknown; httpStatus: number }> {
    if (!endpoint.methods.includes(method))
      throw new Error(`${endpoint.id} does not accept ${method}`);
    const headers = bearerHeader(getToken());
    const path = endpoint.path.replace(/^\//, '');
    const response =
      method === 'GET'
        ? await http.get(path, { searchParams: toSearchParams(input), headers, signal })
        : await http.post(path, {
            body: endpoint.encoding === 'multipart' ? toFormData(input) : toSearchParams(input),
            headers,
            signal,
          });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new ApiError(response.ok ? TRANSPORT_MESSAGES.badResponse : TRANSPORT_MESSAGES.server, {
        httpStatus: response.status,
        endpointId: endpoint.id,
        cause,
      });
    }
    const envelope = readEnvelope(json);
    if (!envelope) {
      throw new ApiError(TRANSPORT_MESSAGES.badResponse, {
        httpStatus: response.status,
        endpointId: endpoint.id,
      });
    }
    if (envelope.code !== ResponseCode.SUCCESS) {
      throw new ApiError(envelope.msg || 'Error', {
        code: envelope.code,
        httpStatus: response.status,
        fields: envelope.fields,
        endpointId: endpoint.id,
      });
    }
    return { data: envelope.data, httpStatus: response.status };
  }

  /** A call's answer or its ApiError, reported through onError unless silent or cancelled. */
  async function settle<T>(
    endpointId: string,
    callOptions: CallOptions,
    answer: () => Promise<T>,
  ): Promise<T> {
    try {
      return await answer();
    } catch (error) {
      const apiError = toApiError(error, endpointId, callOptions.signal);
      // TanStack Query aborts a query's call whenever its last observer goes (the page unmounts,
      // the key changes, React StrictMode's mount-unmount-mount): nobody waits for that answer.
      if (!callOptions.silent && !apiError.isCancelled) options.onError?.(apiError);
      throw apiError;
    }
  }

  return {
    call: (endpoint, input, callOptions = {}) =>
      settle(endpoint.id, callOptions, async () => {
        const sent = await send(endpoint, input as Record<string, unknown>, callOptions);
        const parsed = endpoint.response.safeParse(sent.data);
        if (!parsed.success)
          throw new ApiError(TRANSPORT_MESSAGES.badResponse, {
            httpStatus: sent.httpStatus,
            endpointId: endpoint.id,
            cause: parsed.error,
          });
        return parsed.data as never;
      }),
    send: (address, input, callOptions = {}) =>
      settle(
        address.id,
        callOptions,
        async () =>
          (await send(address, input as Record<string, unknown>, callOptions)).data as never,
      ),
  };
}

const isAbortError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/** Any failure of a call as the ApiError it rejects with (also used by downloadExport). */
export function toApiError(
  error: unknown,
  endpointId: string,
  signal: AbortSignal | undefined,
): ApiError {
  // Checked first: an abort can surface as any error (fetch, reading the body, another realm's DOMException).
  if (signal?.aborted || isAbortError(error))
    return new ApiError(TRANSPORT_MESSAGES.cancelled, {
      endpointId,
      cause: error,
      cancelled: true,
    });
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError)
    return new ApiError(TRANSPORT_MESSAGES.timeout, { endpointId, cause: error });
  if (error instanceof HTTPError)
    return new ApiError(TRANSPORT_MESSAGES.server, {
      httpStatus: error.response.status,
      endpointId,
      cause: error,
    });
  return new ApiError(TRANSPORT_MESSAGES.network, { endpointId, cause: error });
}
