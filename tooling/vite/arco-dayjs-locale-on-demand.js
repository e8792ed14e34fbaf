// Arco's zh-CN locale starts with `import 'dayjs/locale/zh-cn'` for its date pickers, so every page
// under the ConfigProvider shipped dayjs (~3.5 kB gzip), date picker or not. In the SPAs' build that
// import moves to the Arco modules that import dayjs themselves (DatePicker's utilities, Statistic,
// `_util/dayjs`): dayjs' zh-cn locale only registers itself (it does not become dayjs' global
// locale), so registering it when the first of them loads changes nothing. See docs/benchmarks.md.
const arcoModule = /[\\/]@arco-design[\\/]web-react[\\/]es[\\/]/;
const zhCN = /[\\/]@arco-design[\\/]web-react[\\/]es[\\/]locale[\\/]zh-CN\.js$/;
const localeImport = "import 'dayjs/locale/zh-cn';\n";
const importsDayjs = /^import \w+ from 'dayjs';$/m;

/** @returns {import('vite').Plugin} */
export function arcoDayjsLocaleOnDemand() {
  return {
    name: 'bht:arco-dayjs-locale-on-demand',
    apply: 'build',
    transform(code, id) {
      if (zhCN.test(id)) {
        if (!code.startsWith(localeImport))
          throw new Error(`${id} no longer starts with ${localeImport}`);
        return code.slice(localeImport.length);
      }
      if (arcoModule.test(id) && importsDayjs.test(code)) return localeImport + code;
      return null;
    },
  };
}
