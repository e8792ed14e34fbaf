// Arco's Menu reads `SiderContext` (is the menu inside a collapsed Layout.Sider?) from
// `Layout/index.js`, whose `Layout/sider.js` imports ResizeBox (~15 kB raw): every page with a
// Menu shipped the Sider and ResizeBox although no Sider is drawn (the shell writes Arco's layout
// markup itself). In the SPAs' build the context is declared in a module of its own, imported by
// Menu and by sider.js alike, so a Menu no longer pulls in the Sider and a Sider, if one is ever
// drawn, still provides the very context its Menu reads. See docs/benchmarks.md.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const contextSource = 'virtual:bht-arco-sider-context';
const contextId = `\0${contextSource}`;
const menuModule = /[\\/]@arco-design[\\/]web-react[\\/]es[\\/]Menu[\\/]index\.js$/;
const siderModule = /[\\/]@arco-design[\\/]web-react[\\/]es[\\/]Layout[\\/]sider\.js$/;
const contextDeclaration = /^export var SiderContext = createContext\(\{[^}]*\}\);$/m;

/** @returns {import('vite').Plugin} */
export function arcoMenuWithoutSider() {
  /** Arco's `Layout/sider.js`, found next to the Menu that imports the context. */
  let siderPath = '';
  /** @param {string} code */
  const declarationIn = (code) => {
    const found = code.match(contextDeclaration);
    if (!found)
      throw new Error(`SiderContext's declaration not found in ${siderPath}: Arco changed`);
    return found[0];
  };
  return {
    name: 'bht:arco-menu-without-sider',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === contextSource) return contextId;
      if (source !== '../Layout' || !importer || !menuModule.test(importer)) return null;
      siderPath = join(dirname(importer), '../Layout/sider.js');
      return contextId;
    },
    load(id) {
      if (id !== contextId) return null;
      const declaration = declarationIn(readFileSync(siderPath, 'utf8'));
      return `import { createContext } from 'react';\n${declaration}`;
    },
    transform(code, id) {
      if (!siderModule.test(id)) return null;
      siderPath = id;
      return code.replace(
        declarationIn(code),
        `import { SiderContext } from '${contextSource}';\nexport { SiderContext };`,
      );
    },
  };
}
