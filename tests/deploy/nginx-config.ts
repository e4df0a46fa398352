/**
 * The shipped deploy/nginx.conf made runnable on loopback: only the replica and content
 * service addresses, the listen port and the cache path change, each by one explicit
 * substitution that must match (so a changed shipped file fails here, not silently).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface EdgeAddresses {
  /** Loopback ports of the site replicas, in place of site1, site2, … (extra names dropped). */
  sitePorts: number[];
  contentPort: number;
  listenPort: number;
  /** Temp directory for cache, temp files, logs and pid. */
  dir: string;
}

function replaceExactly(text: string, pattern: RegExp, replace: (...m: string[]) => string, expected: number): string {
  const found = text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))?.length ?? 0;
  if (found !== expected) throw new Error(`deploy/nginx.conf: expected ${expected} match(es) of ${pattern}, found ${found}`);
  return text.replace(pattern, replace as (substring: string, ...args: unknown[]) => string);
}

function loopbackEdgeConfig(shipped: string, a: EdgeAddresses): string {
  let conf = replaceExactly(
    shipped,
    /^(\s*)server site(\d+):3000([^;]*);\n/gm,
    (_m, indent, n, params) => {
      const port = a.sitePorts[Number(n) - 1];
      return port === undefined ? '' : `${indent}server 127.0.0.1:${port}${params};\n`;
    },
    3,
  );
  conf = replaceExactly(conf, /server content:3100;/, () => `server 127.0.0.1:${a.contentPort};`, 1);
  conf = replaceExactly(conf, /^(\s*)listen 80;/m, (_m, indent) => `${indent}listen 127.0.0.1:${a.listenPort};`, 1);
  conf = replaceExactly(conf, /proxy_cache_path \/var\/cache\/nginx\/site /, () => `proxy_cache_path ${join(a.dir, 'cache')} `, 1);
  return conf;
}

/**
 * Writes `<dir>/nginx.conf`: the minimal main file the nginx image provides around its
 * conf.d/, including the derived edge config. Returns its path.
 */
export function writeLoopbackNginx(shippedPath: string, a: EdgeAddresses): string {
  for (const sub of ['cache', 'temp', 'logs']) mkdirSync(join(a.dir, sub), { recursive: true });
  writeFileSync(join(a.dir, 'edge.conf'), loopbackEdgeConfig(readFileSync(shippedPath, 'utf8'), a));
  const t = (name: string) => join(a.dir, 'temp', name);
  // As root the workers would run as nobody and could not write the temp dir; run them as root.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  // nginx clears its workers' environment but for TZ (the core `env` directive); under
  // `faketime` (the date-shifted pass) libfaketime re-reads FAKETIME every few seconds and,
  // finding it gone, jumps the worker's clock back to today: entries stored in the shifted
  // future would then stay fresh for 200 days. Keep it when it is set.
  const main = `${user}worker_processes 1;
env FAKETIME;
pid ${join(a.dir, 'nginx.pid')};
error_log ${join(a.dir, 'logs', 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${join(a.dir, 'logs', 'access.log')};
  client_body_temp_path ${t('body')};
  proxy_temp_path ${t('proxy')};
  fastcgi_temp_path ${t('fastcgi')};
  uwsgi_temp_path ${t('uwsgi')};
  scgi_temp_path ${t('scgi')};
  include ${join(a.dir, 'edge.conf')};
}
`;
  const path = join(a.dir, 'nginx.conf');
  writeFileSync(path, main);
  return path;
}
