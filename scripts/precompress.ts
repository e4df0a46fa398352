/**
 * After `vite build`: writes .br and .gz beside every compressible client file, so the server
 * (@fastify/static `preCompressed`) sends them without compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIR = resolve(import.meta.dirname, '../dist/client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
let files = 0;
let raw = 0;
let br = 0;

function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || statSync(path).size < 512) continue;
    const data = readFileSync(path);
    const b = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    writeFileSync(`${path}.br`, b);
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    files++;
    raw += data.length;
    br += b.length;
  }
}

walk(DIR);
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`);
