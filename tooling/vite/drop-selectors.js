// What arco-css-ltr-light.js and arco-css-used.js do to a stylesheet: drop the selectors that
// match, then the rules and at-rules (@media, @supports) that leaves empty.

/** @param {RegExp} unused */
export function dropSelectors(root, unused) {
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !unused.test(selector));
    if (kept.length === rule.selectors.length) return;
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
}
