/*
 * The Node version gate (docs/decisions/016-node-version-and-install.md, versions from
 * docs/decisions/022-node-22-18-and-undici-7.md): `npm install`/`npm ci` (preinstall),
 * `npm start`/`npm test`/`npm run dev` (pre-scripts) and server/main.js call it, so an
 * unsupported Node stops at once with one line instead of a stack from deep inside the build.
 * Plain CommonJS with `var` and no modern syntax on purpose: it must run on any old Node.
 */
'use strict';
var path = require('path');

var MANIFEST = path.join(__dirname, '..', 'package.json');

/** The range from package.json `engines.node`, e.g. "^22.18.0 || >=24". */
function requiredRange() {
  return require(MANIFEST).engines.node;
}

function parts(version) {
  return String(version).replace(/^[^0-9]*/, '').split('.').map(function (n) { return parseInt(n, 10) || 0; });
}

/** <0, 0 or >0 as version `a` is below, equal to or above `b` (arrays of numbers). */
function compare(a, b) {
  for (var i = 0; i < 3; i++) {
    var d = (a[i] || 0) - (b[i] || 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The alternatives of a range written as "A || B": each "^X.Y.Z" (X.Y.Z up to the next major)
 * or ">=X[.Y[.Z]]" (from X on). Anything else is refused, so the gate never guesses.
 */
function alternatives(range) {
  return String(range).split('||').map(function (text) {
    var m = /^\s*(\^|>=)\s*(\d+(?:\.\d+){0,2})\s*$/.exec(text);
    if (!m) throw new Error('scripts/check-node.cjs cannot read "' + text.trim() + '" in engines.node "' + range + '" (write ^X.Y.Z or >=X, joined by ||)');
    var min = parts(m[2]);
    return { text: m[2], min: min, below: m[1] === '^' ? [min[0] + 1, 0, 0] : null };
  });
}

/** null when `current` satisfies `range`, else the one line to print. */
function nodeVersionProblem(current, range) {
  var alts = alternatives(range);
  var have = parts(current);
  for (var i = 0; i < alts.length; i++) {
    if (compare(have, alts[i].min) >= 0 && (!alts[i].below || compare(have, alts[i].below) < 0)) return null;
  }
  var wanted = alts.map(function (a) { return 'Node ' + a.text + (a.below ? ' or a later ' + a.min[0] + '.x' : ' or newer'); }).join(', or ');
  var newest = alts[alts.length - 1].min[0];
  return 'Qinglan site needs ' + wanted + ' (package.json "engines": ' + range + '); this is Node ' + current +
    '. Install Node ' + newest + ' (e.g. from nodejs.org or nvm) and run the command again.';
}

module.exports = { nodeVersionProblem: nodeVersionProblem, requiredRange: requiredRange };

if (require.main === module) {
  var problem = nodeVersionProblem(process.versions.node, requiredRange());
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
