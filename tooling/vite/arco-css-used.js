// Some Arco stylesheets are mostly rules for features no screen uses. In the SPAs' build those
// rules are dropped from them (docs/benchmarks.md); tests/scripts/specs/arco-css-used.test.ts fails
// when a screen asks for one of them.
import { dropSelectors } from './drop-selectors.js';

/** Per Arco component folder, the selectors of its stylesheet that no screen uses. */
export const unusedArcoSelectors = {
  // Grid (imported with Form, whose items are grid rows) has a rule for each of 24 columns × 7
  // breakpoints × span, offset, order, push and pull: 4.2 kB of gzip CSS on every page with a form.
  // The screens lay out with `span` and `offset`, per breakpoint with `xs` / `md` spans only.
  Grid: /\.arco-col-(?:(?:sm|lg|xl|xxl|xxxl)-|(?:xs|md)-(?:offset|order|push|pull)-|(?:order|push|pull)-)/,
  // Menus appear only as Dropdown lists (vertical, light, never collapsed): no dark, horizontal or
  // collapsed menu.
  Menu: /\.arco-menu-(?:dark|horizontal|collapse|pop-button|selected-label)\b/,
  // Tables show rows: no selection, expansion, sorting, filter menus, virtual scrolling, summary,
  // stripes, nor a size other than the default.
  Table:
    /\.arco-table-(?:filters|sorter|expand|selection|virtual|summary|drag|editable|checkbox|radio|col-sorted|cell-expand|tr-expand|expand-content|cell-with-sorter|th-item-filter|size-(?:mini|small|middle)|stripe|col-has-sorter|col-has-filter)|\.arco-table-cell-fixed-expand/,
  // Tabs are line or card-gutter tabs on top, of the default size, neither editable nor vertical.
  Tabs: /\.arco-tabs-(?:header-)?size-(?:mini|small|large)|\.arco-tabs-(?:header-nav-)?(?:vertical|left|right|bottom|rounded|capsule|text)(?![\w-])|\.arco-tabs-(?:add|close-icon|header-title-editable)/,
};

const arcoStylesheet = /@arco-design[\\/]web-react[\\/]es[\\/](\w+)[\\/]style[\\/]/;

/** A PostCSS plugin for Vite's `css.postcss.plugins`. */
export const arcoCssUsed = () => ({
  postcssPlugin: 'bht-arco-css-used',
  Once(root) {
    const folder = arcoStylesheet.exec(root.source?.input.file ?? '')?.[1];
    const unused = folder && unusedArcoSelectors[folder];
    if (unused) dropSelectors(root, unused);
  },
});
