// The import rules `pnpm lint` checks over the whole workspace (docs/architecture.md, "Layers"):
// no import circles anywhere, type-only imports included, and the layers import downwards only.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle (type-only imports count): move the shared piece down to the lower module or to the plumbing (docs/architecture.md).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-plumbing-not-on-areas',
      severity: 'error',
      comment:
        'Server plumbing (db, http, time, jobs, auth, pdf, providers, crypto) serves the areas and never imports them; a command-line entry point (*-cli.ts) may.',
      from: {
        path: '^apps/api-server/src/(db|http|time|jobs|auth|pdf|providers|crypto)/',
        pathNot: '-cli\\.ts$',
      },
      to: { path: '^apps/api-server/src/areas/' },
    },
    {
      name: 'packages-not-on-apps',
      severity: 'error',
      comment: 'Shared packages (the contract, validators, ui, auth-guard) never import an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'sandbox-platform-not-in-the-api',
      severity: 'error',
      comment:
        "The API (and so its production bundle) takes only the sandbox trading platform's demo constants (demo-defaults.ts) for its seed, never the fake itself.",
      from: { path: '^apps/api-server/src/' },
      to: {
        path: '^apps/sandbox-platform/',
        pathNot: '^apps/sandbox-platform/src/demo-defaults\\.ts$',
      },
    },
    {
      name: 'sandbox-demo-defaults-stand-alone',
      severity: 'error',
      comment:
        "The sandbox platform's demo constants import nothing, so the API's bundle takes in nothing else of the fake.",
      from: { path: '^apps/sandbox-platform/src/demo-defaults\\.ts$' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        'node_modules',
        '/(dist|storybook-static|test-output|coverage|\\.turbo)/',
        '\\.d\\.ts$',
      ],
    },
    // Type-only imports are edges too: a circle of types is still a circle.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
