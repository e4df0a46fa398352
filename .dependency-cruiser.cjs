/**
 * The import graph's rules (docs/ARCHITECTURE.md, "Rooms and the seams between them"):
 * `npm run check:imports` by hand, tests/unit/import-graph.test.ts in CI. Type-only imports count: a type import is still a seam a
 * reader follows, and a circle through one is still a circle.
 */
const ROOMS = '^(client|server|shared|content-service)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle anywhere: a circle makes load order matter and hides which module owns a fact.',
      from: { path: ROOMS },
      to: { circular: true },
    },
    {
      name: 'server-not-to-client',
      severity: 'error',
      comment:
        'The server loads the built SSR bundle at run time (server/prod.ts, server/dev.ts) and knows it only ' +
        'through shared/ssr-contract.ts; importing client code would put the page bundle in the image twice.',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: 'The page bundle runs in the browser too: what both sides need lives in shared/.',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'shared-stays-shared',
      severity: 'error',
      comment: 'shared/ is imported by the server, the page bundle and the content service: it imports none of them.',
      from: { path: '^shared/' },
      to: { path: '^(client|server|content-service)/' },
    },
    {
      name: 'content-service-apart',
      severity: 'error',
      comment: 'The content service is its own process and package; it shares only the contract in shared/.',
      from: { path: '^content-service/' },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'rooms-not-to-tests-or-scripts',
      severity: 'error',
      comment: 'Shipped code never imports test support or build scripts (the content service\'s own tests may).',
      from: { path: ROOMS, pathNot: '^content-service/(tests|scripts)/' },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      from: { path: ROOMS },
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
