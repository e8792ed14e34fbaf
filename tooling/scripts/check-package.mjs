// `node ../../tooling/scripts/check-package.mjs [--no-lint]`, run in a package (its `check` script):
// the package's typecheck and lint in one process over one TypeScript program. `tsc --noEmit` and
// ESLint's type-aware rules (tooling/eslint/base.js) each build the package's program and check its
// types; here tsc's diagnostics are taken from the program first, then ESLint lints with that same
// program (typescript-eslint's `parserOptions.programs`), so its rules find the types already
// checked. The test command runs this instead of the separate `typecheck` and `lint` scripts
// (docs/benchmarks.md, stop 39). No cache: a developer's `pnpm typecheck` / `pnpm lint` keep theirs.
// Exits 1 on a type error or an ESLint error; warnings are printed.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const cwd = process.cwd();
// The package's own TypeScript and ESLint, as its scripts would run them.
const require = createRequire(`${cwd}/package.json`);
const ts = require('typescript');

const host = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => cwd,
  getNewLine: () => '\n',
};
const configFile = ts.findConfigFile(cwd, ts.sys.fileExists, 'tsconfig.json');
const config = ts.getParsedCommandLineOfConfigFile(
  configFile,
  { noEmit: true },
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostic(diagnostic, host));
    },
  },
);
const program = ts.createProgram({
  rootNames: config.fileNames,
  options: config.options,
  projectReferences: config.projectReferences,
  configFileParsingDiagnostics: config.errors,
});
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
const typeErrors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;

let lintErrors = 0;
if (!process.argv.includes('--no-lint')) {
  const { ESLint } = await import(pathToFileURL(require.resolve('eslint')).href);
  const eslint = new ESLint({
    // TypeScript files only: JavaScript files are in no program and get no type-aware rules.
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx,mts,cts}'],
        languageOptions: { parserOptions: { projectService: false, programs: [program] } },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const report = await (await eslint.loadFormatter('stylish')).format(results);
  if (report) console.info(report);
  lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);
}

if (typeErrors || lintErrors) {
  console.error(`${typeErrors} type error(s), ${lintErrors} lint error(s)`);
  process.exit(1);
}
