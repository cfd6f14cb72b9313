import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      smtpUrl: undefined,
      appUrl: 'http://localhost:3000',
      supportEmail: 'support@digipoints.local',
      trustProxy: false,
      rateLimits: true,
      seedDemo: true,
      databasePoolMax: 10,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/dpts',
      DATABASE_POOL_MAX: '25',
      DATABASE_REPLICA_URL: 'postgres://u:p@replica:5432/dpts',
      DATA_DIR: '/var/lib/dpts',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      BADGE_SIGNING_KEY: '11'.repeat(32),
      MAIL_FROM: 'DigiPoints <hello@example.com>',
      SUPPORT_EMAIL: 'help@example.com',
      APP_URL: 'https://digipoints.example.com/',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      WEB_DIST: '/srv/web',
      SEED_DEMO: 'true',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/dpts',
      databasePoolMax: 25,
      databaseReplicaUrl: 'postgres://u:p@replica:5432/dpts',
      dataDir: '/var/lib/dpts',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'DigiPoints <hello@example.com>',
      supportEmail: 'help@example.com',
      appUrl: 'https://digipoints.example.com',
      redisUrl: 'redis://cache:6379',
      trustProxy: true,
      logLevel: 'warn',
      rateLimits: false,
      webDist: '/srv/web',
      seedDemo: true,
    });
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', 'abc'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['DATABASE_POOL_MAX', '0'],
    ['SMTP_URL', 'not a url'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['APP_URL', 'ftp://example.com'],
    ['REDIS_URL', 'http://cache'],
    ['TRUST_PROXY', 'yes'],
    ['LOG_LEVEL', 'verbose'],
    ['RATE_LIMITS', 'disabled'],
    ['SEED_DEMO', '1'],
  ])('a bad %s (%s) is refused with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}: `));
  });

  it('production refuses to start without the badge signing key', () => {
    const start = () =>
      loadConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://digipoints.example.com',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      });
    expect(start).toThrow(/^Invalid BADGE_SIGNING_KEY: required when NODE_ENV=production$/);
  });

  it('production needs APP_URL for emailed links', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('Invalid APP_URL');
  });

  it('production refuses to start without SMTP_URL, naming it in one line', () => {
    const start = () =>
      loadConfig({ NODE_ENV: 'production', APP_URL: 'https://digipoints.example.com' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/^Invalid SMTP_URL: required when NODE_ENV=production$/);
    expect(() =>
      loadConfig({ NODE_ENV: 'development', APP_URL: 'https://digipoints.example.com' }),
    ).not.toThrow();
  });

  it('refuses the verifier’s test stand-ins in production, and reads them elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://dpts.example',
      SMTP_URL: 'smtp://mail.dpts.example:587',
    };
    expect(() =>
      loadConfig({ ...production, VERIFIER_HOST_MAP: 'www.coursera.org=127.0.0.1:8443' }),
    ).toThrow('Invalid VERIFIER_HOST_MAP: not allowed when NODE_ENV=production');
    expect(() => loadConfig({ ...production, VERIFIER_CA_FILE: '/tmp/ca.pem' })).toThrow(
      'Invalid VERIFIER_CA_FILE: not allowed when NODE_ENV=production',
    );
    expect(() => loadConfig({ VERIFIER_HOST_MAP: 'coursera' })).toThrow(
      /^Invalid VERIFIER_HOST_MAP: /,
    );
    const config = loadConfig({
      VERIFIER_HOST_MAP: 'www.coursera.org=127.0.0.1:8443, api.freecodecamp.org=[::1]:9443',
      WORKERS: 'off',
    });
    expect(config.workers).toBe(false);
    expect([...config.verifier.hostMap]).toEqual([
      ['www.coursera.org', { address: '127.0.0.1', port: 8443 }],
      ['api.freecodecamp.org', { address: '::1', port: 9443 }],
    ]);
    expect(loadConfig({}).claims).toEqual({
      dailyCompletions: 10,
      dailyPoints: 300,
      minMinutes: 20,
    });
  });
});
