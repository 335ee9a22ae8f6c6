import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('starts with working defaults when nothing is set', () => {
    const cfg = loadConfig({});
    expect(cfg.PORT).toBe(3000);
    expect(cfg.DATABASE_URL).toMatch(/^postgres:\/\/.*\/enrolment$/);
    expect(cfg.SMTP_URL).toBeUndefined();
    expect(cfg.CERTIFICATE_PREFIX).toMatch(/IN$/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['CERTIFICATE_PREFIX', 'TNTA'],
    ['ADMIN_PASSWORD', 'short'],
    ['RESOURCE_LINKS', '{"Projects": "not a url"}'],
    ['COMPANY_UPI_ID', 'no-at-sign'],
    ['TOTP_KEY', 'not-hex-and-too-short'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('refuses to start in production without a TOTP_KEY of its own', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid configuration:\n {2}TOTP_KEY: is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', TOTP_KEY: 'ab'.repeat(32) }).TOTP_KEY).toBe('ab'.repeat(32));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
