// Arco's component stylesheets carry right-to-left rules (`.arco-*-rtl`, 12 % of their bytes) and
// dark-theme overrides (`body[arco-theme=dark] …`); the SPAs are Chinese, left to right, in Arco's
// light theme only, so in their build these rules are dropped from Arco's CSS (about 13 % of each
// route's CSS gzip). Rules of our own stylesheets are left alone. See docs/benchmarks.md.
import { dropSelectors } from './drop-selectors.js';

const unused = /arco-theme=dark|-rtl\b|\[dir=rtl\]/;

/** A PostCSS plugin for Vite's `css.postcss.plugins`. */
export const arcoCssLtrLight = () => ({
  postcssPlugin: 'bht-arco-css-ltr-light',
  Once(root) {
    if (root.source?.input.file?.includes('@arco-design')) dropSelectors(root, unused);
  },
});
