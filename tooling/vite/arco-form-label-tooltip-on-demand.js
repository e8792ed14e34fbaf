// Arco's Form label imports Tooltip (with Trigger, ~8.4 kB gzip) for the `tooltip` prop of a form
// item, which the SPAs do not use: every page with a form downloaded it. In their build the label
// loads Tooltip when a label with a tooltip first renders (its icon shows meanwhile), so a form
// without one never loads it. The build fails if Arco changes the code rewritten. See
// docs/benchmarks.md.
import { arcoModuleRewrite } from './arco-module-rewrite.js';

const formLabelModule = /[\\/]@arco-design[\\/]web-react[\\/]es[\\/]Form[\\/]form-label\.js$/;

const tooltipImport = "import Tooltip from '../Tooltip';\n";
const lazyTooltip =
  "import { lazy as lazyTooltip, Suspense as TooltipSuspense } from 'react';\n" +
  "var Tooltip = lazyTooltip(function () { return import('../Tooltip'); });\n";
const tooltipElement =
  'return React.createElement(Tooltip, __assign({}, tooltipProps), tooltipIcon);';
const suspendedTooltipElement =
  'return React.createElement(TooltipSuspense, { fallback: tooltipIcon }, React.createElement(Tooltip, __assign({}, tooltipProps), tooltipIcon));';

/**
 * Arco's form label source with Tooltip loaded on demand.
 * @param {string} code
 * @param {string} id
 */
export function withTooltipOnDemand(code, id) {
  if (!code.includes(tooltipImport) || !code.includes(tooltipElement))
    throw new Error(`The form label's Tooltip not found in ${id}: Arco changed`);
  return code.replace(tooltipImport, lazyTooltip).replace(tooltipElement, suspendedTooltipElement);
}

/** The SPAs' build plugin. */
export const arcoFormLabelTooltipOnDemand = () =>
  arcoModuleRewrite('arco-form-label-tooltip-on-demand', formLabelModule, withTooltipOnDemand);
