// Every generated PDF (agreement, contract, letter) starts the same way: metadata naming 保函通 as
// creator, dates fixed to the business moment (so a re-render of the same data is byte-comparable),
// the CJK font embedded and a page flow ready for text.
import { PDFDocument, rgb } from 'pdf-lib';
import { embedCjkFont } from './cjk-font';
import { PageFlow } from './page-flow';

/** Grey for secondary lines (numbers, versions, notes). */
export const MUTED = rgb(0.35, 0.35, 0.35);

export interface DocumentInfo {
  title: string;
  subject: string;
  author?: string;
  keywords?: string[];
  date: Date;
}

export async function newDocument(
  info: DocumentInfo,
): Promise<{ doc: PDFDocument; flow: PageFlow }> {
  const doc = await PDFDocument.create();
  doc.setTitle(info.title);
  doc.setSubject(info.subject);
  if (info.author) doc.setAuthor(info.author);
  if (info.keywords) doc.setKeywords(info.keywords);
  doc.setCreator('保函通');
  doc.setProducer('保函通');
  doc.setCreationDate(info.date);
  doc.setModificationDate(info.date);
  return { doc, flow: new PageFlow(doc, await embedCjkFont(doc)) };
}
