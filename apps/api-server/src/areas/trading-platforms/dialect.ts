// What a trading-platform dialect is (docs/trading-platforms.md, "Adding a dialect"): one folder
// under dialects/ exporting a `Dialect`. The shared machinery does everything else: the inbound
// route per endpoint, the platform lookup, replays, the message log, zod validation of the payload,
// the order actions (platform-actions.ts), the outbound jobs and their retries.
//
// Inbound, in this order, before anything is stored: the platform (from the path) → the dialect's
// `openRequest` (appKey, timestamp window, signature, decryption) → replay (request id) → the
// endpoint's zod `payload` → its `handle` → the dialect's `answer`. Each refusal is worded by the
// dialect's `refuse` in its own envelope and error codes.
//
// Outbound, for each `PlatformEvent` the dialect wants to hear: its builder turns rows into one or
// more messages; `send` signs (and encrypts) each, posts it to the platform and reads the answer.
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import type { tradingPlatforms } from '../../db/schema';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { PlatformActions } from './platform-actions';

export type TradingPlatformRow = typeof tradingPlatforms.$inferSelect;

/** A registered platform with its secrets opened (they never leave the server). */
export interface OpenPlatform {
  row: TradingPlatformRow;
  /** The appSecret the platform signs its calls to us with. */
  inboundSecret: string;
  /** The appSecret we sign our calls to the platform with. */
  outboundSecret: string;
  /** Our SM2 private key for this platform (hex), where one was made or entered. */
  sm2PrivateKey: string | null;
}

/** The reasons the shared machinery refuses for; each dialect maps them to its codes. */
export type RefusalKind =
  /** an envelope field missing or malformed */
  | 'missing_parameter'
  /** no such platform, platform off, or an appKey that is not the platform's */
  | 'unauthorised'
  | 'bad_signature'
  | 'stale_timestamp'
  | 'undecryptable'
  /** a business field missing or invalid (zod), with the field named in the message */
  | 'missing_business_field'
  /** the action is refused by our rules (order not found, wrong state, amount mismatch…) */
  | 'refused'
  /** anything unexpected (our fault): the platform may retry */
  | 'internal';

/** A refusal raised by a dialect's codec or handler; the dialect's `refuse` words it in its envelope. */
export class DialectRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    /** Chinese, shown to the platform (and logged). */
    message: string,
  ) {
    super(message);
  }
}

/** A request as the dialect opened it: authenticated, decrypted, not yet validated. */
export interface OpenedRequest {
  /** 江西 `requestId`; null when the dialect has none (Epoint). */
  requestId: string | null;
  /** The decrypted business payload, validated next with the endpoint's `payload` schema. */
  payload: unknown;
  /** What the answer needs from the request (e.g. the request id echoed), opaque to the core. */
  answerContext?: Record<string, string>;
  /** The envelope's fields fit for the message log (no signature, no key, no ciphertext). */
  logged: Record<string, unknown>;
}

/** An HTTP answer in the dialect's envelope. */
export interface DialectAnswer {
  status: number;
  body: unknown;
}

export interface InboundContext {
  db: Db;
  platform: OpenPlatform;
  actions: PlatformActions;
  now: Date;
  /** The enterprise portal's public origin (config PORTAL_PUBLIC_URL), for redirect links. */
  portalUrl: string;
  /** Set by the handler once it knows the order, so the message log links to it. */
  linkOrder(orderId: number): void;
  /** Stored files and their public links, for answers that hand out a letter (江西 3.6 queryInfo). */
  files: Pick<OutboundContext, 'storage' | 'publicFileUrl'>;
}

export interface InboundEndpoint<Payload = unknown> {
  /** The dialect's endpoint name, the last segments of our path: `baohanapply`, `lg/apply`. */
  name: string;
  /** Chinese summary for the OpenAPI document. */
  summary: string;
  /** The decrypted payload (zod: credit codes by GB 32100, ID numbers by GB 11643). */
  payload: z.ZodType<Payload>;
  /** The platform's business number in the payload, for the log (applyno, orderNo, applyNo). */
  businessNo?(payload: Payload): string | undefined;
  /** Does it (throw DialectRefusal for a refusal); returns the business answer data. */
  handle(payload: Payload, context: InboundContext): Promise<unknown>;
  /** The answer's business data shape, for the OpenAPI document. */
  answer?: z.ZodType;
}

/** The events a platform may hear about; each dialect builds messages for the ones it knows. */
export const PLATFORM_EVENTS = [
  /** the desk approved (待支付, with the premium) or rejected the application */
  'reviewed',
  /** the premium was received by us (our cashier) */
  'paid',
  /** the letter was issued; refId = earlier_letters.id when it was re-issued at bid opening */
  'issued',
  /** the order was cancelled before issue (by us or the enterprise) */
  'cancelled',
  /** the premium was refunded by us */
  'refunded',
  /** a surrender (退保 / 退函) was decided: refId = surrenders.id */
  'surrender_decided',
  /** a claim was decided: refId = claims.id */
  'claim_decided',
  /** an invoice was issued or refused: refId = invoices.id */
  'invoice_decided',
  /**
   * the platform postponed the opening and the letter covers it (again, re-issued if it had to be):
   * refId = the order log row of the postponement
   */
  'opening_postponed',
  /** an issued invoice was reversed in full by a red-letter invoice (冲红): refId = invoices.id */
  'invoice_reversed',
] as const;
export type PlatformEvent = (typeof PLATFORM_EVENTS)[number];

export interface OutboundContext {
  db: Db;
  storage: FileStorage;
  platform: OpenPlatform;
  order: OrderRow;
  /** The surrender / claim / invoice id of the event, where it has one. */
  refId: number | null;
  now: Date;
  /** A public, expiring link to a stored file (the letter, an invoice), valid `days`. */
  publicFileUrl(storageKey: string, days: number): string;
}

/** One call to the platform: its endpoint path (under the platform's base URL) and business body. */
export interface OutboundMessage {
  endpoint: string;
  body: Record<string, unknown>;
  /** The platform's business number, for the log. */
  businessNo?: string;
}

/** The platform's answer as the dialect read it. */
export interface PlatformReply {
  ok: boolean;
  httpStatus: number | null;
  code: string | null;
  /** The platform's message, or why the answer could not be read (Chinese). */
  message: string;
  /** The answer fit for the log (redacted, decrypted where the dialect encrypts). */
  logged: unknown;
  /** The decrypted business data of a successful answer (e.g. Epoint's downloadpublickey). */
  data?: unknown;
}

export interface Dialect<Settings = unknown> {
  /** `epoint-4.0`, `jiangxi-2.3.0`: trading_platforms.dialect and our path's first segment. */
  name: string;
  /** Chinese name for the console. */
  label: string;
  /** The per-platform settings of the details documents leave open, with their defaults. */
  settings: z.ZodType<Settings>;
  /** Whether the platform registration needs our SM2 key pair / the platform's public key. */
  usesSm2: boolean;
  /** The envelopes on the wire, for the OpenAPI document (payloads are each endpoint's `payload`). */
  envelope: { request: z.ZodType; answer: z.ZodType };
  /** Authenticates and decrypts a request body (throws DialectRefusal). */
  openRequest(body: unknown, platform: OpenPlatform, now: Date): OpenedRequest;
  /** A success answer carrying `data`. */
  answer(data: unknown, platform: OpenPlatform, request: OpenedRequest, now: Date): DialectAnswer;
  /** A refusal; `platform` / `request` are null when the refusal came before they were known. */
  refuse(
    kind: RefusalKind,
    message: string,
    platform: OpenPlatform | null,
    request: OpenedRequest | null,
    now: Date,
  ): DialectAnswer;
  inbound: readonly InboundEndpoint<never>[];
  /** The messages of an event; [] when the platform need not hear about it (in this state). */
  outbound: Partial<
    Record<PlatformEvent, (context: OutboundContext) => Promise<readonly OutboundMessage[]>>
  >;
  /** Signs (encrypts), posts one message and reads the answer; never throws for the platform's refusal. */
  send(message: OutboundMessage, platform: OpenPlatform, now: Date): Promise<PlatformReply>;
}

/** Typed helper for a dialect's endpoint table (keeps each payload's type inside its handler). */
export const endpoint = <Payload>(e: InboundEndpoint<Payload>) => e as InboundEndpoint<never>;
