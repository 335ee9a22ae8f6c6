import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, localDatabase } from './config.ts';
import { roleOf } from './db/app-role.ts';

describe('configuration', () => {
  it('starts with working defaults when nothing is set', () => {
    const cfg = loadConfig({});
    expect(cfg.PORT).toBe(3000);
    expect(cfg.DATABASE_URL).toMatch(/^postgres:\/\/.*\/enrolment$/);
    expect(cfg.SMTP_URL).toBeUndefined();
    expect(cfg.CERTIFICATE_PREFIX).toMatch(/IN$/);
  });

  it("pairs the local site role with the local owner, and a DATABASE_URL of one's own with no guessed owner", () => {
    expect(loadConfig({})).toMatchObject({ DATABASE_URL: localDatabase.app, MIGRATION_DATABASE_URL: localDatabase.owner });
    expect(roleOf(localDatabase.app).user).toBe('enrolment_app');
    expect(roleOf(localDatabase.owner).user).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'postgres://site:pw@db:5432/x' }).MIGRATION_DATABASE_URL).toBeUndefined();
    expect(loadConfig({ MIGRATION_DATABASE_URL: 'postgres://owner:pw@db:5432/x' })).toMatchObject({ DATABASE_URL: localDatabase.app, MIGRATION_DATABASE_URL: 'postgres://owner:pw@db:5432/x' });
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['CERTIFICATE_PREFIX', 'TNTA'],
    ['ADMIN_PASSWORD', 'short'],
    ['RESOURCE_LINKS', '{"Projects": "not a url"}'],
    ['COMPANY_UPI_ID', 'no-at-sign'],
    ['METRICS_TOKEN', 'too-short-to-guard-metrics'],
    ['MIGRATION_DATABASE_URL', 'mysql://localhost/x'],
    ['TOTP_KEY', 'not-hex-and-too-short'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('trusts no proxy unless TRUST_PROXY_HOPS says how many', () => {
    expect(loadConfig({}).TRUST_PROXY_HOPS).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
    for (const bad of ['-1', '1.5', 'true', '11']) expect(() => loadConfig({ TRUST_PROXY_HOPS: bad })).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY_HOPS: /);
  });

  it.each(['true', 'false', '1'])('refuses the retired TRUST_PROXY=%s and names its replacement', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value, TRUST_PROXY_HOPS: '1' })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: no longer read: set TRUST_PROXY_HOPS to the number of reverse proxies/,
    );
    // Other mistakes are still listed with it.
    expect(() => loadConfig({ TRUST_PROXY: value, PORT: 'eighty' })).toThrow(/\n {2}PORT: /);
  });

  it('refuses to start in production without a TOTP_KEY of its own', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid configuration:\n {2}TOTP_KEY: is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', TOTP_KEY: 'ab'.repeat(32) }).TOTP_KEY).toBe('ab'.repeat(32));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
