/**
 * Production entry: `npm start` (after `npm run build`). First the Node version gate (the same
 * one npm's pre-scripts run, for `node server/main.ts` started directly, as in the image).
 * React picks its development or production build when first imported, so NODE_ENV is settled
 * here, before anything imports React (static imports would run first).
 */
import { createRequire } from 'node:module';

const { nodeVersionProblem, requiredRange } = createRequire(import.meta.url)('../scripts/check-node.cjs') as {
  nodeVersionProblem: (current: string, range: string) => string | null;
  requiredRange: () => string;
};
const problem = nodeVersionProblem(process.versions.node, requiredRange());
if (problem) {
  console.error(problem);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import('./prod.ts');
