import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', ALLOW_DATABASE_RESET: false });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('resolves the public address: PUBLIC_URL without its slash, else http://localhost:PORT', () => {
    expect(loadConfig({ PORT: '4100', HOST: '0.0.0.0' })).toMatchObject({
      publicBaseUrl: 'http://localhost:4100',
      publicUrlSet: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://forum.example.com/' })).toMatchObject({
      publicBaseUrl: 'https://forum.example.com',
      publicUrlSet: true,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/forum'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['LOG_LEVEL', 'loud'],
    ['ALLOW_DATABASE_RESET', 'yes please'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('stops the server with one line on standard error and exit code 1', () => {
    const tsx = path.resolve('node_modules/.bin/tsx');
    const run = spawnSync(tsx, ['src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/tmp/never-used-config-test' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
    // Starting tsx on a busy shared machine can take many seconds; the bound is the child's own timeout.
  }, 60_000);
});
