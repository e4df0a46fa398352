/**
 * The standalone content service's entry: `npm run content`, or `node content-service/src/main.js`
 * as the image and compose run it. Plain JavaScript for the reason server/main.js gives: a Node
 * without type stripping cannot load a `.ts` file, so the version gate (the repository's
 * scripts/check-node.cjs, the range this workspace's package.json states too) runs here first
 * and prints its one line (docs/decisions/016-node-version-and-install.md).
 */
import { createRequire } from 'module';

var gate = createRequire(import.meta.url)('../../scripts/check-node.cjs');
var problem = gate.nodeVersionProblem(process.versions.node, gate.requiredRange());
if (problem) {
  console.error(problem);
  process.exit(1);
}
import('./standalone.ts');
