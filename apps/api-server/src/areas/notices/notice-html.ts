// The rich-text body of a notice (docs/notices.md). The console's editor sends HTML; what is stored
// and shown is that HTML passed through a whitelist here, on the server: paragraphs, headings,
// bold / italic / underline / strike, lists, quotes, tables, links (http, https, mailto only, opened
// with rel="noopener noreferrer") and images that are uploads of the notice's company. Everything
// else (script, style, iframe, forms, on* handlers, style attributes, javascript: URLs) is dropped.
import { storedFilePath } from '@bht/api-client/contract';
import sanitizeHtml from 'sanitize-html';

const IMAGE_PATH = /^\/uploads\/[\w/-]+\.(?:png|jpg)$/;

const BASE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their text, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'xmp',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: storedFilePath(attribs.src ?? '') },
    }),
  },
};

/** The stored image paths the HTML's <img> elements point at (signed links reduced to their path). */
export function imagePaths(html: string): string[] {
  const found = new Set<string>();
  sanitizeHtml(html, {
    ...BASE,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && IMAGE_PATH.test(frame.attribs.src ?? ''))
        found.add(frame.attribs.src!);
      return false;
    },
  });
  return [...found];
}

/** The whitelisted HTML, keeping only images among `ownImages` (stored paths); empty when nothing is left. */
export function sanitizeNoticeHtml(html: string, ownImages: ReadonlySet<string>): string {
  const clean = sanitizeHtml(html, {
    ...BASE,
    exclusiveFilter: (frame) => frame.tag === 'img' && !ownImages.has(frame.attribs.src ?? ''),
  }).trim();
  return plainText(clean) || clean.includes('<img') ? clean : '';
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The text of (sanitised) HTML, whitespace collapsed: the list's excerpt and the emptiness check. */
export function plainText(html: string, max = 200): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|h\d|li|tr)>|<br\s*\/?>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The stored HTML as answered: each image's stored path through `link` (private uploads become signed links). */
export function linkNoticeImages(html: string, link: (url: string) => string): string {
  return html.replace(
    /(<img\b[^>]*?\ssrc=")(\/uploads\/[^"]+)"/g,
    (_, head: string, src: string) => `${head}${link(src).replace(/&/g, '&amp;')}"`,
  );
}
