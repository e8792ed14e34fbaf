// The sealed e-letter laid out for OFD exactly as letter-pdf.ts lays it out for PDF: the same page
// (A4), margins, font metrics (the PDF's embedded Noto Sans SC), line breaking (wrapText), sizes,
// colours and positions, converted from PDF points (origin bottom-left) to OFD millimetres (origin
// top-left). The seal itself is not page content: the OFD's stamp annotation shows the e-seal's
// picture at `seal`.
import type * as fontkit from 'fontkit';
import { PageSizes, rgb, type RGB } from 'pdf-lib';
import { letterMachine } from '@bht/api-client/contract';
import { loadCjkFontkit } from '../pdf/cjk-font';
import { MUTED } from '../pdf/new-document';
import { PageFlow, wrapText, type TextMeasure, type TextStyle } from '../pdf/page-flow';
import { qrDarkRuns } from '../areas/issuing/letter-qr';
import { DRAWN_SEAL_CAPTION } from '../areas/issuing/letter-seal';
import {
  flowLetterText,
  letterFooter,
  SEAL_DIAMETER,
  type LetterData,
} from '../areas/issuing/letter-pdf';

/** Millimetres per PDF point. */
const MM = 25.4 / 72;
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4 as [number, number];
export const PAGE_BOX_MM = { width: PAGE_WIDTH * MM, height: PAGE_HEIGHT * MM };
/** PageFlow's text colour. */
const TEXT = rgb(0.1, 0.1, 0.1);

export type Rgb255 = [number, number, number];

/** One line of text in mm: left end and baseline from the page's top-left, each character's advance. */
export interface TextLine {
  x: number;
  baseline: number;
  size: number;
  color: Rgb255;
  text: string;
  advances: number[];
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Filled rectangles (the QR code's dark runs) within `box`, in mm from the page's top-left. */
export interface RectsFill {
  box: Rect;
  rects: Rect[];
  color: Rgb255;
}

export interface LaidOutPage {
  lines: TextLine[];
  fills: RectsFill[];
}

export interface LetterLayout {
  pages: LaidOutPage[];
  /** Where the seal goes: its page (0-based), centre and diameter in mm. */
  seal: { page: number; cx: number; cy: number; diameter: number };
}

const rgb255 = (color: RGB): Rgb255 =>
  [color.red, color.green, color.blue].map((v) => Math.round(v * 255)) as Rgb255;

const top = (yPoints: number) => (PAGE_HEIGHT - yPoints) * MM;

/** PageFlow's arithmetic over the same font's metrics, recording lines instead of drawing them. */
class OfdFlow {
  readonly pages: LaidOutPage[] = [];
  page!: LaidOutPage;
  y = 0;
  readonly measure: TextMeasure;

  constructor(private readonly font: fontkit.Font) {
    const unitsPerEm = font.unitsPerEm;
    this.measure = {
      widthOfTextAtSize: (text, size) =>
        (font.layout(text).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) /
          unitsPerEm) *
        size,
    };
    this.newPage();
  }

  get width() {
    return PAGE_WIDTH - PageFlow.margin * 2;
  }

  newPage() {
    this.page = { lines: [], fills: [] };
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - PageFlow.margin;
  }

  ensure(height: number) {
    if (this.y - height < PageFlow.margin) this.newPage();
  }

  /** A line whose baseline is at `y` points (PDF space). */
  text(line: string, x: number, y: number, size: number, color: RGB) {
    const advances = [...line].map(
      (char) =>
        (this.font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth / this.font.unitsPerEm) *
        size *
        MM,
    );
    this.page.lines.push({
      x: x * MM,
      baseline: top(y),
      size: size * MM,
      color: rgb255(color),
      text: line,
      advances,
    });
  }

  paragraph(
    text: string,
    { size = 11, color = TEXT, center = false, after = size * 0.8 }: TextStyle = {},
  ) {
    const lineHeight = size * 1.7;
    for (const line of wrapText(text, this.measure, size, this.width)) {
      this.ensure(lineHeight);
      const x = center
        ? (PAGE_WIDTH - this.measure.widthOfTextAtSize(line, size)) / 2
        : PageFlow.margin;
      if (line) this.text(line, x, this.y - size, size, color);
      this.y -= lineHeight;
    }
    this.y -= after;
  }
}

let fontMetrics: Promise<fontkit.Font> | undefined;

/** The QR code's square: lower-left corner and side in points, as letter-pdf.ts places it. */
function qrFill(url: string, x: number, y: number, size: number): RectsFill {
  const { runs, width } = qrDarkRuns(url);
  const unit = (size / width) * MM;
  const box = { x: x * MM, y: top(y + size), width: size * MM, height: size * MM };
  return {
    box,
    color: [0, 0, 0],
    rects: runs.map(({ row, start, end }) => ({
      x: box.x + start * unit,
      y: box.y + row * unit,
      width: (end - start) * unit,
      height: unit,
    })),
  };
}

/** The sealed e-letter's pages (renderLetter's order and arithmetic, electronic letters only). */
export async function layOutLetter(data: LetterData): Promise<LetterLayout> {
  if (data.specimen || !data.verifyUrl || letterMachine(data.type).delivery !== 'electronic')
    throw new Error('only sealed electronic letters are made as OFD');
  fontMetrics ??= loadCjkFontkit();
  const flow = new OfdFlow(await fontMetrics);

  const qrSize = 84;
  flow.page.fills.push(
    qrFill(data.verifyUrl, PAGE_WIDTH - PageFlow.margin - qrSize + 8, flow.y - qrSize + 14, qrSize),
  );
  const blockTop = flowLetterText(flow, data);
  const cx = PAGE_WIDTH - PageFlow.margin - SEAL_DIAMETER / 2 - 10;
  const cy = blockTop - SEAL_DIAMETER / 2 + 6;
  if (!data.seal) {
    const captionSize = 8;
    const width = flow.measure.widthOfTextAtSize(DRAWN_SEAL_CAPTION, captionSize);
    flow.text(DRAWN_SEAL_CAPTION, cx - width / 2, cy - SEAL_DIAMETER / 2 - 12, captionSize, MUTED);
  }
  const seal = {
    page: flow.pages.length - 1,
    cx: cx * MM,
    cy: top(cy),
    diameter: SEAL_DIAMETER * MM,
  };
  flow.y = Math.min(flow.y, blockTop - SEAL_DIAMETER - 20);
  flow.paragraph(letterFooter(data), { size: 9, color: MUTED });
  return { pages: flow.pages, seal };
}
