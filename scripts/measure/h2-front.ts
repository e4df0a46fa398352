/**
 * Debian's nginx in front of a site with TLS and HTTP/2, as a production site is reached: a
 * browser speaks HTTP/2 only over TLS, and Chrome schedules requests differently over it (over
 * HTTP/1.1 it holds low-priority requests back itself; over HTTP/2 it sends them at once and the
 * line is shared: docs/decisions/037-photos-wait-for-the-page.md). A throwaway self-signed
 * certificate (openssl) on 127.0.0.1; the browser context must ignore HTTPS errors.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../bench/processes.ts';

/** Debian's nginx (NGINX_PATH, as the deploy tests) and openssl. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const OPENSSL = '/usr/bin/openssl';

export async function startH2Front(upstream: string): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'ql-h2-'));
  execFileSync(OPENSSL, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir};`).join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {}
http { access_log off; ${temp}
  server { listen 127.0.0.1:${port} ssl http2; ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;
    location / { proxy_pass ${upstream}; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $host; proxy_buffering off; } } }`,
  );
  const nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  const url = `https://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error('nginx exited during start');
    // Ready once it accepts a connection on its port.
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 50) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async close() {
      nginx.kill();
      if (nginx.exitCode === null) await once(nginx, 'exit');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
