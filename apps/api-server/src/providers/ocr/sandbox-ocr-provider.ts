// SANDBOX OCR: nothing leaves the machine. Results are made up but deterministic (derived from
// the image's sha256, so the same file always reads the same) and realistic: the credit code
// passes GB 32100 and the ID number GB 11643, so the forms accept them and the user can correct.
import { createHash } from 'node:crypto';
import {
  creditCodeCheckChar,
  organisationCodeCheckChar,
  residentIdCheckChar,
} from '@bht/validators';
import type { FastifyBaseLogger } from 'fastify';
import type {
  BusinessLicenseFields,
  IdCardSide,
  IdentityCardFields,
  OcrImage,
  OcrProvider,
} from './ocr-provider';
import {
  GIVEN_NAMES,
  INDUSTRIES,
  REGIONS,
  REGISTERED_CAPITALS,
  ROADS,
  SURNAMES,
  TRADE_NAMES,
} from './sandbox-ocr-data';

// GB 32100 code set (no I, O, Z, S, V) for the free part of the organisation code.
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const DAY_MS = 86_400_000;

/** A deterministic stream of choices seeded by the image's hash. */
class Choices {
  private counter = 0;

  constructor(private readonly seed: string) {}

  int(bound: number): number {
    const digest = createHash('sha256').update(`${this.seed}:${this.counter++}`).digest();
    return digest.readUInt32BE(0) % bound;
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }

  /** A day between two UTC dates (inclusive). */
  date(from: string, to: string): Date {
    const start = Date.parse(`${from}T00:00:00Z`);
    const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS);
    return new Date(start + this.int(days + 1) * DAY_MS);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const formatDate = (d: Date, sep = '-') =>
  [d.getUTCFullYear(), pad(d.getUTCMonth() + 1), pad(d.getUTCDate())].join(sep);
const addYears = (d: Date, years: number) =>
  new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()));

function personName(choices: Choices): string {
  return choices.pick(SURNAMES) + choices.pick(GIVEN_NAMES);
}

function creditCode(choices: Choices, regionCode: string): string {
  // 9 = registered by the market regulator, 1 = company; new organisation codes start with MA.
  const organisation =
    'MA' + Array.from({ length: 6 }, () => choices.pick([...CODE_CHARS])).join('');
  const first17 = `91${regionCode}${organisation}${organisationCodeCheckChar(organisation)}`;
  return first17 + creditCodeCheckChar(first17);
}

function residentId(choices: Choices, regionCode: string): string {
  const birth = choices.date('1965-01-01', '2000-12-31');
  const sequence = String(choices.int(1000)).padStart(3, '0');
  const first17 = `${regionCode}${formatDate(birth, '')}${sequence}`;
  return first17 + residentIdCheckChar(first17);
}

export class SandboxOcrProvider implements OcrProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;

  constructor(private readonly log?: Pick<FastifyBaseLogger, 'warn'>) {}

  private choicesFor(image: OcrImage, kind: string): Choices {
    const sha256 = createHash('sha256').update(image.bytes).digest('hex');
    this.log?.warn(
      { sandbox: true, kind, sha256 },
      `[SANDBOX OCR] ${kind}: simulated result derived from the image hash`,
    );
    return new Choices(sha256);
  }

  async businessLicense(image: OcrImage): Promise<BusinessLicenseFields> {
    const choices = this.choicesFor(image, 'business_license');
    const region = choices.pick(REGIONS);
    const established = choices.date('2000-01-01', '2020-12-31');
    const term =
      choices.int(3) === 0
        ? formatDate(new Date(addYears(established, 30).getTime() - DAY_MS))
        : '长期';
    return {
      name: `${region.city}${choices.pick(TRADE_NAMES)}${choices.pick(INDUSTRIES)}有限公司`,
      creditCode: creditCode(choices, region.code),
      legalPerson: personName(choices),
      address: `${region.address}${choices.pick(ROADS)}${choices.int(999) + 1}号`,
      registeredCapital: choices.pick(REGISTERED_CAPITALS),
      establishedDate: formatDate(established),
      businessTerm: `${formatDate(established)} 至 ${term}`,
    };
  }

  async identityCard(image: OcrImage, side: IdCardSide): Promise<IdentityCardFields> {
    const choices = this.choicesFor(image, `id_card_${side}`);
    const region = choices.pick(REGIONS);
    if (side === 'back') {
      const issued = choices.date('2012-01-01', '2024-12-31');
      const years = choices.pick([10, 20, 0]);
      const until = years === 0 ? '长期' : formatDate(addYears(issued, years), '.');
      return {
        side,
        name: '',
        idCard: '',
        address: '',
        issuer: region.police,
        validPeriod: `${formatDate(issued, '.')}-${until}`,
      };
    }
    const address = `${region.address}${choices.pick(ROADS)}${choices.int(999) + 1}号${choices.int(20) + 1}栋${choices.int(30) + 1}0${choices.int(4) + 1}室`;
    return {
      side,
      name: personName(choices),
      idCard: residentId(choices, region.code),
      address,
      issuer: '',
      validPeriod: '',
    };
  }
}
