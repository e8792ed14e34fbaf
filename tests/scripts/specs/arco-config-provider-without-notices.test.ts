// The SPAs' build takes Message and Notification out of Arco's ConfigProvider
// (tooling/vite/arco-config-provider-without-notices.js), on the installed Arco's own source.
import { withoutNotices } from '@bht/vite-config/arco-config-provider-without-notices';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const fromPortal = createRequire(new URL('../../../apps/enterprise-portal/', import.meta.url));
const id = fromPortal.resolve('@arco-design/web-react/es/ConfigProvider/index.js');
const source = readFileSync(id, 'utf8');

describe('withoutNotices', () => {
  it("leaves Arco's ConfigProvider without Message and Notification, and the rest as it was", () => {
    expect(source).toMatch(/from '\.\.\/Message'/);
    const code = withoutNotices(source, id);
    expect(code).not.toMatch(/Message|Notification/);
    expect(code).toContain(
      'setConfigProviderProps({ locale: locale, prefixCls: prefixCls, rtl: rtl });',
    );
    expect(code).toContain('export default ConfigProvider;');
    expect(source.length - code.length).toBeLessThan(500);
  });

  it('fails the build when Arco changes the code it rewrites', () => {
    const changed = source.replace('Notification.config({', 'Notification.configure({');
    expect(() => withoutNotices(changed, id)).toThrow(/Arco changed/);
  });
});
