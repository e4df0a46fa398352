/**
 * How one environment variable's text becomes a value of the site's Config, or a ConfigError
 * that names the variable (and never repeats a secret's value): the readers server/config.ts
 * assembles the Config from. Every name is one of server/env-vars.ts's, so reading an unlisted
 * variable does not compile.
 */
import { isIP } from 'node:net';
import { PUBLISH_SECRET_MIN_LENGTH } from '../shared/publish-hook.ts';
import type { SiteEnvVar } from './env-vars.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = { readonly [K in SiteEnvVar]?: string | undefined };

export function int(env: Env, name: SiteEnvVar, def: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return def;
  if (!/^-?\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

export function url(env: Env, name: SiteEnvVar): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** An origin only: scheme, host and optional port; no path, query, fragment or credentials. */
export function origin(env: Env, name: SiteEnvVar): string | null {
  const raw = url(env, name);
  if (raw === null) return null;
  const u = new URL(raw);
  if (/[?#]/.test(raw) || u.pathname !== '/' || u.username || u.password) {
    throw new ConfigError(`${name} must be an origin (scheme, host and optional port, e.g. https://www.qinglan.example), with no path, query or fragment, got "${env[name]}"`);
  }
  return u.origin;
}

const CIDR_RE = /^(.+)\/(\d{1,3})$/;

/**
 * TRUST_PROXY (docs/decisions/012-edge-rules.md): `false`, a hop count, or a comma list of
 * proxy addresses/CIDRs. `true` (trust every hop) is refused: with it any client's
 * X-Forwarded-For decides its own address, which defeats per-address rate limits.
 */
export function trustProxy(env: Env, name: SiteEnvVar): false | number | string[] {
  const raw = env[name]?.trim();
  if (!raw || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(`${name} must not be true: that would trust every hop, so any client could pick its own address with X-Forwarded-For; set the number of proxies in front of the site (e.g. 1 behind one nginx), or a comma list of their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8), or false`);
  }
  if (/^\d+$/.test(raw)) return int(env, name, 0, 1, 10);
  const list = raw.split(',').map((s) => s.trim());
  for (const entry of list) {
    const cidr = CIDR_RE.exec(entry);
    const ip = cidr ? cidr[1]! : entry;
    const bits = cidr ? Number(cidr[2]) : 0;
    const family = isIP(ip);
    if (family === 0 || bits > (family === 4 ? 32 : 128)) {
      throw new ConfigError(`${name} must be false, a hop count, or a comma list of IP addresses/CIDRs, got "${entry}" in "${raw}"`);
    }
  }
  return list;
}

export function redisUrl(env: Env, name: SiteEnvVar): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let u: URL | null = null;
  try {
    u = new URL(raw);
  } catch {
    // Reported below; the value may hold a password, so it is not repeated.
  }
  if (!u || (u.protocol !== 'redis:' && u.protocol !== 'rediss:') || !u.hostname) {
    throw new ConfigError(`${name} must be a redis:// or rediss:// URL with a host (e.g. redis://valkey:6379/0), got ${u ? `a ${u.protocol}// URL` : 'something that is not a URL'}`);
  }
  return raw;
}

export function redisPrefix(env: Env, name: SiteEnvVar): string {
  const raw = env[name]?.trim() || 'qinglan:';
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(raw)) throw new ConfigError(`${name} must be 1–64 letters, digits or : _ . - (e.g. qinglan:), got "${raw}"`);
  return raw;
}

export function publishSecret(env: Env, name: SiteEnvVar): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  // The value is never repeated in the message: it is a secret.
  if (raw.length < PUBLISH_SECRET_MIN_LENGTH) throw new ConfigError(`${name} must be at least ${PUBLISH_SECRET_MIN_LENGTH} characters (e.g. openssl rand -hex 32), got ${raw.length}`);
  return raw;
}
