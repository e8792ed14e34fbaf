// The SPAs' build loads Arco's Tooltip for a form label only when one has a tooltip
// (tooling/vite/arco-form-label-tooltip-on-demand.js), on the installed Arco's own source.
import { withTooltipOnDemand } from '@bht/vite-config/arco-form-label-tooltip-on-demand';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const fromPortal = createRequire(new URL('../../../apps/enterprise-portal/', import.meta.url));
const id = fromPortal.resolve('@arco-design/web-react/es/Form/form-label.js');
const source = readFileSync(id, 'utf8');

describe('withTooltipOnDemand', () => {
  it("imports Arco's Tooltip lazily and shows the tooltip's icon while it loads", () => {
    const code = withTooltipOnDemand(source, id);
    expect(code).not.toContain("import Tooltip from '../Tooltip'");
    expect(code).toContain("import('../Tooltip')");
    expect(code).toContain('React.createElement(TooltipSuspense, { fallback: tooltipIcon }');
  });

  it('fails the build when Arco changes the code it rewrites', () => {
    expect(() => withTooltipOnDemand(source.replace('tooltipIcon);', 'icon);'), id)).toThrow(
      /Arco changed/,
    );
  });
});
