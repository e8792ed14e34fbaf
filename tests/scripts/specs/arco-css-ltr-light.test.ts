// The SPAs' build drops Arco's right-to-left and dark-theme rules from Arco's stylesheets only,
// through Vite's own CSS pipeline (tooling/vite/arco-css-ltr-light.js).
import { arcoCssLtrLight } from '@bht/vite-config/arco-css-ltr-light';
import { preprocessCSS, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

const css = `
.arco-input-group { display: flex; }
.arco-input-group-rtl { direction: rtl; }
.arco-btn-rtl .arco-btn-icon, .arco-btn .arco-btn-icon { margin-right: 8px; }
body[arco-theme=dark] .arco-btn { color: #fff; }
@media (max-width: 600px) { .arco-input-group-rtl { padding: 0; } }
@media (max-width: 600px) { .arco-input-group { padding: 4px; } }
@keyframes arco-loading-circle { 100% { transform: rotate(360deg); } }
`;

async function built(filename: string) {
  const config = await resolveConfig(
    { configFile: false, logLevel: 'silent', css: { postcss: { plugins: [arcoCssLtrLight()] } } },
    'build',
  );
  return (await preprocessCSS(css, filename, config)).code.replace(/\s+/g, ' ');
}

describe('arcoCssLtrLight', () => {
  it("drops right-to-left and dark-theme selectors from Arco's stylesheets, and what they leave empty", async () => {
    const code = await built(
      '/repo/node_modules/.pnpm/x/node_modules/@arco-design/web-react/es/Input/style/index.css',
    );
    expect(code).not.toMatch(/rtl|arco-theme=dark/);
    expect(code).toContain('.arco-input-group { display: flex; }');
    expect(code).toContain('.arco-btn .arco-btn-icon { margin-right: 8px; }');
    expect(code).toContain('@media (max-width: 600px) { .arco-input-group { padding: 4px; } }');
    expect(code.match(/@media/g)).toHaveLength(1);
    expect(code).toContain('@keyframes arco-loading-circle');
  });

  it('leaves every other stylesheet as it is', async () => {
    const code = await built('/repo/packages/ui/src/provider/accessible-text.css');
    expect(code).toContain('.arco-input-group-rtl { direction: rtl; }');
    expect(code).toContain('body[arco-theme=dark] .arco-btn');
  });
});
