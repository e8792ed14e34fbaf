// The SPAs' build drops the rules of Arco's Grid and Menu stylesheets no screen uses
// (tooling/vite/arco-css-used.js); every screen's grid props and menus are checked against them.
import { arcoCssUsed, unusedArcoSelectors } from '@bht/vite-config/arco-css-used';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { preprocessCSS, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

const css = `
.arco-col-5 { flex: 0 0 20.8333%; }
.arco-col-offset-5 { margin-left: 20.8333%; }
.arco-col-push-5, .arco-col-pull-5 { position: relative; }
.arco-col-order-2 { order: 2; }
@media (min-width: 0) { .arco-col-xs-24 { flex: 0 0 100%; } .arco-col-xs-offset-2 { margin-left: 8%; } }
@media (min-width: 768px) { .arco-col-md-12 { flex: 0 0 50%; } }
@media (min-width: 992px) { .arco-col-lg-8 { flex: 0 0 33%; } }
@media (min-width: 1600px) { .arco-col-xxxl-8 { flex: 0 0 33%; } }
.arco-row { display: flex; }
`;

async function built(filename: string, code = css) {
  const config = await resolveConfig(
    { configFile: false, logLevel: 'silent', css: { postcss: { plugins: [arcoCssUsed()] } } },
    'build',
  );
  return (await preprocessCSS(code, filename, config)).code.replace(/\s+/g, ' ');
}

const grid =
  '/repo/node_modules/.pnpm/x/node_modules/@arco-design/web-react/es/Grid/style/index.css';

describe('arcoCssUsed', () => {
  it('keeps spans, offsets, and the xs / md spans of Arco’s Grid stylesheet', async () => {
    const code = await built(grid);
    for (const kept of [
      '.arco-col-5 {',
      '.arco-col-offset-5 {',
      '.arco-col-xs-24 {',
      '@media (min-width: 768px) { .arco-col-md-12 {',
      '.arco-row { display: flex; }',
    ])
      expect(code).toContain(kept);
  });

  it('drops order, push, pull, the other breakpoints and the media queries they empty', async () => {
    const code = await built(grid);
    expect(code).not.toMatch(/push|pull|order-|xs-offset|-lg-|xxxl/);
    expect(code.match(/@media/g)).toHaveLength(2);
  });

  it('drops dark, horizontal and collapsed menus from Arco’s Menu stylesheet', async () => {
    const menu = `
.arco-menu-light .arco-menu-item { color: #1d2129; }
.arco-menu-dark .arco-menu-item, .arco-menu-pop .arco-menu-item { color: #fff; }
.arco-menu-horizontal { padding: 14px 20px; }
.arco-menu-collapse { width: 48px; }
`;
    expect(
      await built(
        '/repo/node_modules/.pnpm/x/node_modules/@arco-design/web-react/es/Menu/style/index.css',
        menu,
      ),
    ).toBe(
      ' .arco-menu-light .arco-menu-item { color: #1d2129; } .arco-menu-pop .arco-menu-item { color: #fff; } ',
    );
  });

  it('drops vertical, sized and editable tabs but keeps the scroll arrows of line tabs', async () => {
    const tabs = `
.arco-tabs-left-icon, .arco-tabs-right-icon { cursor: pointer; }
.arco-tabs-left, .arco-tabs-header-nav-vertical { flex-direction: column; }
.arco-tabs-header-size-mini, .arco-tabs-add { font-size: 12px; }
.arco-tabs-header-nav-card-gutter .arco-tabs-header-title { border: 1px solid; }
`;
    expect(
      await built(
        '/repo/node_modules/.pnpm/x/node_modules/@arco-design/web-react/es/Tabs/style/index.css',
        tabs,
      ),
    ).toBe(
      ' .arco-tabs-left-icon, .arco-tabs-right-icon { cursor: pointer; } .arco-tabs-header-nav-card-gutter .arco-tabs-header-title { border: 1px solid; } ',
    );
  });

  it('leaves every other stylesheet as it is', async () => {
    const code = await built(
      '/repo/node_modules/.pnpm/x/node_modules/@arco-design/web-react/es/Form/style/index.css',
    );
    expect(code).toContain('.arco-col-lg-8');
    expect(code).toContain('.arco-col-push-5');
  });
});

const root = join(import.meta.dirname, '../../..');
const screenFolders = [
  'apps/enterprise-portal/src',
  'apps/ensure-company-console/src',
  'packages/ui/src',
];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The grid classes a source can ask for: Grid.Col props, and Form's labelCol / wrapperCol. */
function gridRequests(code: string): string[] {
  const requests: string[] = [];
  for (const [tag] of code.matchAll(/<(?:Grid\.)?Col\b[^>]*>/g))
    for (const [, prop, value] of tag.matchAll(/\b(\w+)=\{(\{[^}]*\}|[^}]*)\}/g)) {
      if (prop === 'key' || prop === 'style' || prop === 'className') continue;
      const keys = value!.startsWith('{') ? [...value!.matchAll(/(\w+):/g)].map((m) => m[1]) : [];
      requests.push(prop === 'span' ? 'span' : keys.length ? `${prop}-${keys.join('-')}` : prop!);
    }
  for (const [, keys] of code.matchAll(/\b(?:labelCol|wrapperCol)(?:=\{[^{}]*|:\s*)\{([^}]*)\}/g))
    requests.push(...[...keys!.matchAll(/(\w+):/g)].map((m) => m[1]!));
  return requests;
}

/** The class Arco gives a request (`md` → `.arco-col-md-12`, `xs-span-offset` → both). */
const classesOf = (request: string): string[] => {
  const [prop, ...keys] = request.split('-');
  if (prop === 'span') return ['.arco-col-12'];
  if (['offset', 'order', 'push', 'pull'].includes(prop!)) return [`.arco-col-${prop}-2`];
  if (!keys.length) return [`.arco-col-${prop}-12`];
  return keys.map((key) =>
    key === 'span' ? `.arco-col-${prop}-12` : `.arco-col-${prop}-${key}-2`,
  );
};

describe('the screens', () => {
  it('ask only for grid column classes the build keeps', () => {
    const asked = screenFolders.flatMap((folder) =>
      sources(join(root, folder)).flatMap((file) =>
        gridRequests(readFileSync(file, 'utf8')).map((request) => ({
          file: relative(root, file),
          request,
        })),
      ),
    );
    // The screens do lay out with grids: the check reads them.
    expect(asked.length).toBeGreaterThan(20);
    const dropped = asked.filter(({ request }) =>
      classesOf(request).some((cls) => unusedArcoSelectors.Grid.test(cls)),
    );
    expect(dropped).toEqual([]);
  });

  it('use menus only as light, vertical, never collapsed lists', () => {
    const menus = screenFolders.flatMap((folder) =>
      sources(join(root, folder)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/<Menu\b[^>]*>/g)].map(([tag]) => tag),
      ),
    );
    expect(menus.length).toBeGreaterThan(0);
    expect(menus.filter((tag) => /\b(mode|theme|collapse)=/.test(tag))).toEqual([]);
  });

  it('use tables without selection, expansion, sorting, filter menus, stripes or another size', () => {
    const code = screenFolders.flatMap((folder) =>
      sources(join(root, folder)).map((file) => readFileSync(file, 'utf8')),
    );
    const tables = code.flatMap((text) =>
      [...text.matchAll(/<(?:Table|ResponsiveTable|StatusTabsTable|ListQueryTable)\b[^>]*>/g)].map(
        ([tag]) => tag,
      ),
    );
    expect(tables.length).toBeGreaterThan(10);
    const unusedProps =
      /\b(rowSelection|expandedRowRender|expandProps|virtualized|summary|stripe|size)=/;
    expect(tables.filter((tag) => unusedProps.test(tag))).toEqual([]);
    // Sorting and filter menus are column options.
    expect(code.filter((text) => /\b(sorter|filterDropdown|onFilter)\s*:/.test(text))).toEqual([]);
  });

  it('use tabs on top, of the default size, of the line or card-gutter type, never editable', () => {
    const tabs = screenFolders.flatMap((folder) =>
      sources(join(root, folder)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/<Tabs\b[^>]*>/g)].map(([tag]) => tag),
      ),
    );
    expect(tabs.length).toBeGreaterThan(2);
    expect(
      tabs.filter(
        (tag) =>
          /\b(tabPosition|size|editable|direction)=/.test(tag) ||
          /\btype=/.test(tag.replace(/type="(line|card-gutter)"/, '')),
      ),
    ).toEqual([]);
  });

  it.each([
    ['<Grid.Col span={12}>', []],
    ['<Grid.Col xs={24} md={12}>', []],
    ['<Grid.Col lg={8}>', ['lg']],
    ['<Col push={2} span={4}>', ['push']],
    ['<Grid.Col xs={{ span: 24, offset: 2 }}>', ['xs-span-offset']],
    ['labelCol={{ span: 5 }} wrapperCol={mobile ? undefined : { offset: 5, order: 1 }}', ['order']],
  ])('the check sees what %s asks the build to drop', (code, expected) => {
    const dropped = gridRequests(code).filter((request) =>
      classesOf(request).some((cls) => unusedArcoSelectors.Grid.test(cls)),
    );
    expect(dropped).toEqual(expected);
  });
});
