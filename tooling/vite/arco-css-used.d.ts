import type { CSSOptions } from 'vite';

/** A PostCSS plugin, as Vite's `css.postcss.plugins` takes it. */
type PostcssPlugin = NonNullable<
  Exclude<CSSOptions['postcss'], string | undefined>['plugins']
>[number];

export declare const unusedArcoSelectors: {
  Grid: RegExp;
  Menu: RegExp;
  Table: RegExp;
  Tabs: RegExp;
};
export declare function arcoCssUsed(): PostcssPlugin;
