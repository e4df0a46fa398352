/** Start-up settings an operator gets wrong: one line naming the variable (server/config.ts, server/start.ts). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { ConfigError } from '../../server/env-values.ts';
import { listenErrorMessage } from '../../server/start.ts';

const errno = (code: string) => Object.assign(new Error(code), { code });

describe('HOST, NODE_ENV and the shutdown drain', () => {
  it.each([
    [{ HOST: 'bad host!' }, 'HOST must be an IP address or host name to listen on, got "bad host!"'],
    [{ HOST: 'http://0.0.0.0' }, 'HOST must be an IP address or host name to listen on, got "http://0.0.0.0"'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of production, development, test, got "prod"'],
    [{ SHUTDOWN_DRAIN_MS: 'soon' }, 'SHUTDOWN_DRAIN_MS must be a whole number, got "soon"'],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('accepts addresses and host names', () => {
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('drains 5 s in production and not at all elsewhere, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15_000);
    expect(loadConfig({}).nodeEnv).toBe('development');
  });
});

describe('listen errors', () => {
  it('names the variable for what an operator can fix', () => {
    expect(listenErrorMessage(errno('EADDRINUSE'), '0.0.0.0', 3000)).toBe('PORT 3000 is already in use (on HOST 0.0.0.0); stop what listens there or choose another PORT');
    expect(listenErrorMessage(errno('EACCES'), '0.0.0.0', 80)).toBe('PORT 80 needs privileges this process lacks; choose a PORT above 1023');
    expect(listenErrorMessage(errno('EADDRNOTAVAIL'), '10.9.9.9', 3000)).toBe('HOST 10.9.9.9 is not an address of this machine');
    expect(listenErrorMessage(errno('ENOTFOUND'), 'nowhere.invalid', 3000)).toBe('HOST nowhere.invalid does not resolve to an address');
    expect(listenErrorMessage(errno('EMFILE'), '0.0.0.0', 3000)).toBeNull();
  });
});
