/**
 * A build-only plugin that rewrites one of Arco's modules (`module` matches its path) with
 * `rewrite`, which throws when Arco's code is no longer what it expects.
 * @param {string} name
 * @param {RegExp} module
 * @param {(code: string, id: string) => string} rewrite
 * @returns {import('vite').Plugin}
 */
export const arcoModuleRewrite = (name, module, rewrite) => ({
  name: `bht:${name}`,
  enforce: 'pre',
  apply: 'build',
  transform: (code, id) => (module.test(id) ? rewrite(code, id) : null),
});
