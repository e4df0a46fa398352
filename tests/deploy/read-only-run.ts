/**
 * A process run the way a pod with `readOnlyRootFilesystem: true` runs it (docs/decisions/048-kubernetes.md):
 * in a mount namespace of its own (`unshare -m`, private propagation, so nothing outside
 * changes) where every mount but the kernel's (/proc, /sys, /dev) is remounted read-only, and a
 * fresh tmpfs is mounted on each writable path, as the pod's emptyDir and volume mounts are.
 * Root may not write to a read-only mount either. Needs root to unshare, as the deploy tests run.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { startProcess, type Proc } from '../support/processes.ts';

const quote = (path: string) => {
  if (!/^\/[\w./-]*$/.test(path)) throw new Error(`writable path ${path}: letters, digits, _ . - / only`);
  return `'${path}'`;
};

// bash --norc: started over pipes (sockets), bash would take itself for a remote shell and read ~/.bashrc.
export function startReadOnly(command: string[], opts: { cwd: string; env: Record<string, string | undefined>; writable: string[] }): Proc {
  for (const path of opts.writable) mkdirSync(path, { recursive: true });
  // In a pod the app (/app) and its writable paths (/tmp) are apart; a checkout that lives under
  // one of them (CI cloning into /tmp) would vanish under its tmpfs. Such a checkout is kept by a
  // bind mount outside (under /dev/shm, a kernel mount the loop leaves alone, made read-only
  // itself) and bound back, read-only, into the fresh tmpfs, before the paths inside it.
  const covers = (p: string) => opts.cwd === p || opts.cwd.startsWith(`${p}/`);
  const outer = opts.writable.filter(covers);
  const script = [
    'set -e',
    ...(outer.length ? ['keep=$(mktemp -d /dev/shm/read-only-app.XXXXXX)', `mount --bind ${quote(opts.cwd)} "$keep"`, 'mount -o remount,bind,ro "$keep"'] : []),
    'for m in $(awk \'{print $2}\' /proc/self/mounts | grep -vE \'^/(proc|sys|dev)(/|$)\'); do mount -o remount,bind,ro "$m"; done',
    ...outer.map((p) => `mount -t tmpfs -o size=64m,mode=1777 tmpfs ${quote(p)}`),
    ...(outer.length ? [`mkdir -p ${quote(opts.cwd)}`, `mount --bind "$keep" ${quote(opts.cwd)}`, `mount -o remount,bind,ro ${quote(opts.cwd)}`] : []),
    ...opts.writable.filter((p) => !covers(p)).map((p) => `mount -t tmpfs -o size=64m,mode=1777 tmpfs ${quote(p)}`),
    'exec "$@"',
  ].join('\n');
  return startProcess('unshare', ['-m', '--propagation', 'private', 'bash', '--norc', '--noprofile', '-c', script, 'read-only', ...command], { cwd: opts.cwd, env: opts.env });
}

/** Mount points the process sees, with whether each is read-only (from /proc/<pid>/mounts). */
export function mountsOf(pid: number): { path: string; readOnly: boolean }[] {
  return readFileSync(`/proc/${pid}/mounts`, 'utf8').split('\n').filter(Boolean).map((l) => {
    const [, path, , options] = l.split(' ');
    return { path: path!, readOnly: options!.split(',').includes('ro') };
  });
}
