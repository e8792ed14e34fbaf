// Arco's ConfigProvider imports Message and Notification only to pass them its `prefixCls` and
// `rtl` in an effect, and Arco's Form, Modal, Drawer and Image re-provide their context through a
// ConfigProvider: every page with a form or a dialog downloaded both toast systems (~5 kB gzip).
// The SPAs give no ConfigProvider a prefix or a direction (`arco`, left to right: Message's and
// Notification's own defaults), so in their build that effect and the two imports are removed;
// toasts load Arco's Message on the first toast (packages/ui/src/feedback/toast.ts). The build
// fails if Arco changes the code rewritten. See docs/benchmarks.md.
import { arcoModuleRewrite } from './arco-module-rewrite.js';

const configProviderModule =
  /[\\/]@arco-design[\\/]web-react[\\/]es[\\/]ConfigProvider[\\/]index\.js$/;

const imports = "import Message from '../Message';\nimport Notification from '../Notification';\n";
const effect =
  /\n {4}useEffect\(function \(\) \{\n {8}if \(effectGlobalNotice\) \{\n {12}Message\.config\(\{ prefixCls: prefixCls, rtl: rtl \}\);\n {12}Notification\.config\(\{ prefixCls: prefixCls, rtl: rtl \}\);\n {8}\}\n {4}\}, \[prefixCls, rtl, effectGlobalNotice\]\);/;

/**
 * Arco's ConfigProvider source without its Message / Notification configuration.
 * @param {string} code
 * @param {string} id
 */
export function withoutNotices(code, id) {
  if (!code.includes(imports) || !effect.test(code))
    throw new Error(
      `ConfigProvider's Message / Notification configuration not found in ${id}: Arco changed`,
    );
  return code.replace(imports, '').replace(effect, '');
}

/** The SPAs' build plugin. */
export const arcoConfigProviderWithoutNotices = () =>
  arcoModuleRewrite('arco-config-provider-without-notices', configProviderModule, withoutNotices);
