// The XML parts of the letter's OFD package (GB/T 33190-2016): OFD.xml (entry, document info with
// the letter number as CustomData), Doc_0/Document.xml (A4 page area, pages), Doc_0/PublicRes.xml
// (the font: 宋体 referenced by name, as the standard allows), and one Content.xml per page with
// text objects (each character's advance given, so the lines sit as in the PDF) and the QR code as
// a filled path. Units are millimetres.
import { randomBytes } from 'node:crypto';
import { todayInChina } from '../time/china-time';
import {
  PAGE_BOX_MM,
  type LaidOutPage,
  type LetterLayout,
  type Rect,
  type Rgb255,
} from './letter-layout';

export const OFD_NS = 'http://www.ofdspec.org/2016';
export const DOC_ROOT = 'Doc_0/Document.xml';
export const SIGNATURES = 'Doc_0/Signs/Signatures.xml';
export const SIGNATURE = 'Doc_0/Signs/Sign_0/Signature.xml';
export const SIGNED_VALUE = 'Doc_0/Signs/Sign_0/SignedValue.dat';
/** The CustomData entry of OFD.xml that names the letter (read back by the verifier). */
export const LETTER_NO_DATA = 'LetterNo';

const FONT_ID = 1;

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Millimetres with at most three decimals. */
export const mm = (value: number) => String(Number(value.toFixed(3)));
const box = ({ x, y, width, height }: Rect) => [x, y, width, height].map(mm).join(' ');
const color = (value: Rgb255) => `<ofd:FillColor Value="${value.join(' ')}"/>`;
export const xml = (body: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, 'utf8');

export interface OfdDocumentInfo {
  title: string;
  author: string;
  letterNo: string;
  createdAt: Date;
}

/** Hands out the document's object IDs (unique across the document, as GB/T 33190 requires). */
class Ids {
  last = FONT_ID;
  next() {
    this.last += 1;
    return this.last;
  }
}

function pageContent(page: LaidOutPage, ids: Ids): Buffer {
  const objects = [
    ...page.fills.map((fill) => {
      const path = fill.rects
        .map((r) => {
          const [x, y, x2, y2] = [
            r.x - fill.box.x,
            r.y - fill.box.y,
            r.x - fill.box.x + r.width,
            r.y - fill.box.y + r.height,
          ].map(mm);
          return `M ${x} ${y} L ${x2} ${y} L ${x2} ${y2} L ${x} ${y2} C`;
        })
        .join(' ');
      return `<ofd:PathObject ID="${ids.next()}" Boundary="${box(fill.box)}" Stroke="false" Fill="true">${color(fill.color)}<ofd:AbbreviatedData>${path}</ofd:AbbreviatedData></ofd:PathObject>`;
    }),
    ...page.lines.map((line) => {
      const width = line.advances.reduce((sum, advance) => sum + advance, 0);
      const boundary = { x: line.x, y: line.baseline - line.size, width, height: line.size * 1.3 };
      const deltaX = line.advances.slice(0, -1).map(mm).join(' ');
      return `<ofd:TextObject ID="${ids.next()}" Boundary="${box(boundary)}" Font="${FONT_ID}" Size="${mm(line.size)}">${color(line.color)}<ofd:TextCode X="0" Y="${mm(line.size)}"${deltaX ? ` DeltaX="${deltaX}"` : ''}>${escapeXml(line.text)}</ofd:TextCode></ofd:TextObject>`;
    }),
  ];
  return xml(
    `<ofd:Page xmlns:ofd="${OFD_NS}"><ofd:Content><ofd:Layer ID="${ids.next()}" Type="Body">${objects.join('')}</ofd:Layer></ofd:Content></ofd:Page>`,
  );
}

export const pagePath = (index: number) => `Doc_0/Pages/Page_${index}/Content.xml`;
/** Page IDs: the StampAnnot's PageRef names the sealed page by it. */
export const pageId = (index: number) => 2 + index;

/** Every part but the signature's, by path inside the package. */
export function ofdParts(layout: LetterLayout, info: OfdDocumentInfo): Record<string, Buffer> {
  const ids = new Ids();
  ids.last = pageId(layout.pages.length - 1);
  const pages = Object.fromEntries(
    layout.pages.map((page, i) => [pagePath(i), pageContent(page, ids)]),
  );
  const pageList = layout.pages
    .map((_, i) => `<ofd:Page ID="${pageId(i)}" BaseLoc="Pages/Page_${i}/Content.xml"/>`)
    .join('');
  return {
    'OFD.xml': xml(
      `<ofd:OFD xmlns:ofd="${OFD_NS}" Version="1.0" DocType="OFD"><ofd:DocBody><ofd:DocInfo>` +
        `<ofd:DocID>${randomBytes(16).toString('hex')}</ofd:DocID>` +
        `<ofd:Title>${escapeXml(info.title)}</ofd:Title><ofd:Author>${escapeXml(info.author)}</ofd:Author>` +
        `<ofd:CreationDate>${todayInChina(info.createdAt)}</ofd:CreationDate><ofd:Creator>保函通</ofd:Creator>` +
        `<ofd:CustomDatas><ofd:CustomData Name="${LETTER_NO_DATA}">${escapeXml(info.letterNo)}</ofd:CustomData></ofd:CustomDatas>` +
        `</ofd:DocInfo><ofd:DocRoot>${DOC_ROOT}</ofd:DocRoot><ofd:Signatures>${SIGNATURES}</ofd:Signatures></ofd:DocBody></ofd:OFD>`,
    ),
    [DOC_ROOT]: xml(
      `<ofd:Document xmlns:ofd="${OFD_NS}"><ofd:CommonData><ofd:MaxUnitID>${ids.last}</ofd:MaxUnitID>` +
        `<ofd:PageArea><ofd:PhysicalBox>0 0 ${mm(PAGE_BOX_MM.width)} ${mm(PAGE_BOX_MM.height)}</ofd:PhysicalBox></ofd:PageArea>` +
        `<ofd:PublicRes>PublicRes.xml</ofd:PublicRes></ofd:CommonData><ofd:Pages>${pageList}</ofd:Pages></ofd:Document>`,
    ),
    'Doc_0/PublicRes.xml': xml(
      `<ofd:Res xmlns:ofd="${OFD_NS}" BaseLoc="Res"><ofd:Fonts><ofd:Font ID="${FONT_ID}" FontName="SimSun" FamilyName="宋体"/></ofd:Fonts></ofd:Res>`,
    ),
    ...pages,
  };
}
