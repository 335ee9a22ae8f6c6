import { generateKeyPairSync } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, withLocalSecrets } from '../config.ts';
import { credentialKeyRing } from '../credentials/keys.ts';
import {
  algorithmOf,
  credentialKeyEntries,
  generateCredentialKey,
  readCredentialKey,
} from '../credentials/key-format.ts';

const root = join(import.meta.dirname, '../../..');
const rotate = (env: Record<string, string>, args: string[] = []) =>
  new Promise<{ code: number; out: string }>((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'backend/src/cli/rotate-credential-key.ts'), ...args],
      { cwd: root, env: { ...process.env, CREDENTIAL_KEYS: '', ...env }, timeout: 30_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    ),
  );

/**
 * What the terminal (and so a shell history, a screen share, a CI log) must never show: any key of the
 * list, private or public, in any of the forms the list holds. A base64url run of 40 characters or more
 * is key material (a key's 43-character JWK thumbprint is public and allowed by name).
 */
function expectNoKey(out: string, keys: string[], kids: string[]) {
  for (const entry of keys) expect(out).not.toContain(entry.slice(0, 24));
  const runs = (out.match(/[A-Za-z0-9_-]{40,}/g) ?? []).filter((run) => !kids.includes(run));
  expect(runs).toEqual([]);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rotate-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run credential-key:rotate', () => {
  it('writes a newer key after the old one into .secrets.env (0600), keeps the old one as its public half only, and prints no key', async () => {
    const file = join(dir, 'machine.env');
    // A machine that signed ES256 before: its P-256 key is retired, the new key is RSA (RS256).
    const old = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64url');
    await writeFile(
      file,
      `# mine\nTOTP_KEY=${'ab'.repeat(32)}\nCREDENTIAL_KEYS=${old}\nMETRICS_TOKEN=0123456789abcdef0123456789abcdef\n`,
      { mode: 0o600 },
    );
    const run = await rotate({ SECRETS_FILE: file });
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('2 keys');
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(
      /^# mine\nTOTP_KEY=(ab){32}\nCREDENTIAL_KEYS=[\w-]+,[\w-]+\nMETRICS_TOKEN=0123456789abcdef0123456789abcdef\n$/,
    );
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const cfg = loadConfig(withLocalSecrets({ NODE_ENV: 'production', SECRETS_FILE: file }, 'api'), 'api');
    const ring = await credentialKeyRing(cfg.CREDENTIAL_KEYS!, '');
    const first = readCredentialKey(old).publicKey;
    expect(ring.all.map((k) => k.alg)).toEqual(['ES256', 'RS256']);
    expect(algorithmOf(readCredentialKey(credentialKeyEntries(cfg.CREDENTIAL_KEYS!)[0]!).publicKey)).toBe('ES256');
    expect(readCredentialKey(credentialKeyEntries(cfg.CREDENTIAL_KEYS!)[0]!).publicKey.equals(first)).toBe(true);
    // The retired key is public only now: nothing in the file can sign as it any more.
    const entries = credentialKeyEntries(cfg.CREDENTIAL_KEYS!);
    expect(entries.map((entry) => readCredentialKey(entry).privateKey !== undefined)).toEqual([false, true]);
    expect(text).not.toContain(old);
    expectNoKey(
      run.out,
      [old, ...entries],
      ring.all.map((k) => k.thumbprint),
    );

    // A second rotation: both earlier keys public, three published.
    const again = await rotate({ SECRETS_FILE: file });
    expect(again.code, again.out).toBe(0);
    const third = loadConfig(
      withLocalSecrets({ NODE_ENV: 'production', SECRETS_FILE: file }, 'api'),
      'api',
    ).CREDENTIAL_KEYS!;
    expect(credentialKeyEntries(third).map((entry) => readCredentialKey(entry).privateKey !== undefined)).toEqual([
      false,
      false,
      true,
    ]);
    const ring3 = await credentialKeyRing(third, '');
    expectNoKey(
      again.out,
      credentialKeyEntries(third),
      ring3.all.map((k) => k.thumbprint),
    );
  });

  it('where the environment sets the keys: writes the new list only into the file named by --out (0600), prints no key, and refuses without one', async () => {
    const old = generateCredentialKey();
    const refused = await rotate({ SECRETS_FILE: join(dir, 'absent.env'), CREDENTIAL_KEYS: old });
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('--out FILE');
    expectNoKey(refused.out, [old], []);

    const out = join(dir, 'new-credential-keys.env');
    const written = await rotate({ SECRETS_FILE: join(dir, 'absent.env'), CREDENTIAL_KEYS: old }, ['--out', out]);
    expect(written.code, written.out).toBe(0);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    const value = /^CREDENTIAL_KEYS=([\w-]+,[\w-]+)\n$/.exec(await readFile(out, 'utf8'))![1]!;
    const ring = await credentialKeyRing(value, '');
    expect(ring.all[0]!.thumbprint).toBe((await credentialKeyRing(old, '')).signing.thumbprint);
    expectNoKey(
      written.out,
      [old, ...credentialKeyEntries(value)],
      ring.all.map((k) => k.thumbprint),
    );

    const none = await rotate({ SECRETS_FILE: join(dir, 'absent.env') });
    expect(none.code).toBe(2);
    expect(none.out).toContain('no CREDENTIAL_KEYS');
  });
});
