// The fake platform's memory: projects, the applications bidders pushed, every message either way,
// the letter files it received, and how many of our next pushes to answer with a failure.
import { sampleProjects, type Project, type Section } from './projects';

export type DialectKey = 'jiangxi' | 'epoint';

export const DIALECT_LABELS: Record<DialectKey, string> = {
  jiangxi: '江西 v2.3.0',
  epoint: '新点 4.0',
};

export interface Bidder {
  name: string;
  creditCode: string;
  legalPerson: string;
  legalIdCard: string;
  contactName: string;
  contactIdCard: string;
  mobile: string;
}

export interface LetterFile {
  /** Epoint 1 密文, 2 明文. */
  filetype: string;
  md5: string;
  size: number;
  bytes: Buffer;
  receivedAt: string;
}

/** Epoint 开标: the accepted `baohanrestore` (the key released), when and with which opening time. */
export interface BidOpening {
  at: string;
  kaibiaotime: string;
}

/** Epoint 开标: the accepted `baohanrestore` (the key released), when and with which opening time. */
export interface BidOpening {
  at: string;
  kaibiaotime: string;
}

export interface Application {
  id: number;
  dialect: DialectKey;
  /** 江西 `orderNo` / Epoint `applyno`: the application's number on the platform. */
  orderNo: string;
  /** 江西 `applyNo` of the application step. */
  applyNo: string;
  projectNo: string;
  projectName: string;
  section: Section;
  tenderer: Project['tenderer'];
  bidder: Bidder;
  /** Epoint: the key of the sealed bid fields, kept for 开标 (baohanrestore). */
  projectKey: string | null;
  /** Epoint: set once our API accepted its `baohanrestore` with the right key (已开标). */
  opening: BidOpening | null;
  /** 受理中, 已受理, 已驳回, 已支付, 已出函, 已撤单, 已注销… (or why the push failed). */
  state: string;
  /** What we told it, by field (premium, letter number, URLs…), as last received. */
  result: Record<string, unknown>;
  letterFiles: LetterFile[];
  /** Epoint's redirect URL from our answer to baohanapply. */
  redirectUrl: string | null;
  /** Business numbers of its later steps (refund, claim, invoice applyNo) → for correlation. */
  stepNos: string[];
  createdAt: string;
}

export interface Message {
  id: number;
  at: string;
  /** `out`: the platform pushed to us; `in`: we pushed to the platform. */
  direction: 'out' | 'in';
  dialect: DialectKey;
  endpoint: string;
  /** Whether the signature checked out (ours on an answer or a push); null when none is signed. */
  verified: boolean | null;
  /** The decrypted business body. */
  body: unknown;
  /** The decrypted answer (or the HTTP failure). */
  answer: unknown;
  applicationId: number | null;
}

export class PlatformState {
  readonly projects: Project[];
  readonly applications: Application[] = [];
  readonly messages: Message[] = [];
  /** Epoint letter-file slices by `applyno|filetype`, in index order once complete. */
  readonly slices = new Map<string, Map<number, string>>();
  failNext = 0;
  private sequence = 0;

  constructor(start: Date = new Date()) {
    this.projects = sampleProjects(start);
  }

  nextId(): number {
    this.sequence += 1;
    return this.sequence;
  }

  findSection(guid: string): { project: Project; section: Section } | null {
    for (const project of this.projects) {
      const section = project.sections.find((s) => s.guid === guid);
      if (section) return { project, section };
    }
    return null;
  }

  /** By its number, a later step's number, or its letter number. */
  findApplication(dialect: DialectKey, number: unknown): Application | undefined {
    if (typeof number !== 'string' || !number) return undefined;
    return this.applications.find(
      (a) =>
        a.dialect === dialect &&
        (a.orderNo === number ||
          a.applyNo === number ||
          a.stepNos.includes(number) ||
          a.result.letterNo === number),
    );
  }

  log(message: Omit<Message, 'id' | 'at'>, at: Date): Message {
    const entry = { id: this.messages.length + 1, at: at.toISOString(), ...message };
    this.messages.push(entry);
    return entry;
  }

  /** Whether to answer this push from us with a failure (POST /__fake/fail-next). */
  takeFailure(): boolean {
    if (this.failNext <= 0) return false;
    this.failNext -= 1;
    return true;
  }
}
