/*
 * The Node version gate (docs/decisions/016-node-version-and-install.md): `npm install`/`npm ci`
 * (preinstall), `npm start`/`npm test`/`npm run dev` (pre-scripts) and server/main.ts call it, so an
 * old Node stops at once with one line instead of a stack from deep inside the build.
 * Plain CommonJS with `var` and no modern syntax on purpose: it must run on any old Node.
 */
'use strict';
var path = require('path');

var MANIFEST = path.join(__dirname, '..', 'package.json');

/** The minimum version from package.json `engines.node` (a ">=X[.Y[.Z]]" range). */
function requiredRange() {
  return require(MANIFEST).engines.node;
}

function parts(version) {
  return String(version).replace(/^[^0-9]*/, '').split('.').map(function (n) { return parseInt(n, 10) || 0; });
}

/** null when `current` satisfies `range` (">=X.Y.Z"), else the one line to print. */
function nodeVersionProblem(current, range) {
  var min = parts(range);
  var have = parts(current);
  for (var i = 0; i < 3; i++) {
    var a = have[i] || 0;
    var b = min[i] || 0;
    if (a > b) return null;
    if (a < b) {
      return 'Qinglan site needs Node ' + range + ' (package.json "engines"); this is Node ' + current +
        '. Install Node ' + min[0] + ' (e.g. from nodejs.org or nvm) and run the command again.';
    }
  }
  return null;
}

module.exports = { nodeVersionProblem: nodeVersionProblem, requiredRange: requiredRange };

if (require.main === module) {
  var problem = nodeVersionProblem(process.versions.node, requiredRange());
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
