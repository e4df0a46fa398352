/**
 * Production entry: `npm start` (after `npm run build`), or `node server/main.js` as the image
 * runs it. Plain JavaScript on purpose (no types, no syntax newer than the oldest Node that reads
 * ES modules): a Node without type stripping (20, 22 before 22.18) cannot even load a `.ts`
 * file, so the version gate (scripts/check-node.cjs, the same one npm's pre-scripts run) must
 * stand in a file it can read, before anything written in TypeScript is imported
 * (docs/decisions/016-node-version-and-install.md). React picks its development or production
 * build when first imported, so NODE_ENV is settled here, before anything imports React.
 */
import { createRequire } from 'module';

var gate = createRequire(import.meta.url)('../scripts/check-node.cjs');
var problem = gate.nodeVersionProblem(process.versions.node, gate.requiredRange());
if (problem) {
  console.error(problem);
  process.exit(1);
}
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
import('./prod.ts');
