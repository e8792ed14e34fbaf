import type { CSSOptions } from 'vite';

/** A PostCSS plugin, as Vite's `css.postcss.plugins` takes it. */
type PostcssPlugin = NonNullable<
  Exclude<CSSOptions['postcss'], string | undefined>['plugins']
>[number];

export declare function arcoCssLtrLight(): PostcssPlugin;
