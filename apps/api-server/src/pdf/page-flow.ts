// Flowing text onto A4 pages for generated PDFs: wraps lines (Chinese may break between any two
// characters, Latin words and numbers stay whole where they fit) and starts a new page when the
// current one is full.
import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/** What line breaking needs of a font: the PDF's embedded font, or the OFD writer's metrics of it. */
export type TextMeasure = Pick<PDFFont, 'widthOfTextAtSize'>;

/** Splits `text` into lines no wider than `maxWidth` at `size`; explicit newlines are kept. */
export function wrapText(
  text: string,
  font: TextMeasure,
  size: number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    // Tokens: a run of printable ASCII, a blank, or one other (CJK) character.
    const tokens = paragraph.match(/[\x21-\x7e]+|\s|[^\x21-\x7e\s]/g) ?? [''];
    let line = '';
    for (const token of tokens) {
      const candidate = line + token;
      if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
        lines.push(line.trimEnd());
        line = token.trimStart();
      } else {
        line = candidate;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

export interface TextStyle {
  size?: number;
  color?: RGB;
  /** Centre each line on the page. */
  center?: boolean;
  /** Space after the paragraph, in points. */
  after?: number;
}

export class PageFlow {
  static readonly margin = 56;
  page: PDFPage;
  /** Baseline of the next line. */
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.page = doc.addPage(PageSizes.A4);
    this.y = this.top;
  }

  private get top() {
    return this.page.getHeight() - PageFlow.margin;
  }

  get width() {
    return this.page.getWidth() - PageFlow.margin * 2;
  }

  newPage() {
    this.page = this.doc.addPage(PageSizes.A4);
    this.y = this.top;
  }

  /** Makes sure `height` points fit above the bottom margin, else continues on a new page. */
  ensure(height: number) {
    if (this.y - height < PageFlow.margin) this.newPage();
  }

  paragraph(
    text: string,
    { size = 11, color = rgb(0.1, 0.1, 0.1), center = false, after = size * 0.8 }: TextStyle = {},
  ) {
    const lineHeight = size * 1.7;
    for (const line of wrapText(text, this.font, size, this.width)) {
      this.ensure(lineHeight);
      const x = center
        ? (this.page.getWidth() - this.font.widthOfTextAtSize(line, size)) / 2
        : PageFlow.margin;
      if (line) this.page.drawText(line, { x, y: this.y - size, size, font: this.font, color });
      this.y -= lineHeight;
    }
    this.y -= after;
  }
}
