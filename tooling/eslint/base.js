// Flat ESLint config shared by every TypeScript package.
// The promise rules are type-aware: each package's lint builds its tsconfig's program (about what a
// typecheck costs). The lint scripts use ESLint's cache (node_modules/.cache/eslint), which keys on
// each file's own text: after a change in another file's types (a function becoming async), an
// unchanged caller can keep a stale clean result until it is edited or the cache is removed
// (`rm -rf */*/node_modules/.cache/eslint`). CI lints a clean clone, without a cache.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'test-output/**', 'coverage/**', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Type information for the promise rules: the project service gives each file the program of
      // its package's tsconfig.json (one program per package, not per file). `eslint .` runs in the
      // package, so the cwd is the root that tsconfig paths are resolved against.
      parserOptions: { projectService: true, tsconfigRootDir: process.cwd() },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      // A promise nobody awaits loses its rejection (an unhandled rejection, or an error the user
      // never sees). Await it, `.catch` it, or mark a deliberate fire-and-forget with `void`.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // React Router's navigate() returns a promise in data routers that settles when the
          // navigation is done and never rejects (loader errors go to the route's error element):
          // calling it without awaiting is the normal use, not a lost error.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'react-router', name: 'NavigateFunction' },
          ],
        },
      ],
      // Also in JSX attributes: an async handler's rejection is lost on the React side. A handler
      // that handles its own errors (useServerForm's onSubmit, navigate) is handed on as
      // `(values) => void onSubmit(values)` / `() => void navigate(path)`.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // JavaScript files (eslint.config.js, .mjs scripts) are in no tsconfig: no type-aware rules there.
  { files: ['**/*.{js,mjs,cjs,jsx}'], ...tseslint.configs.disableTypeChecked },
);
