import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, withLocalSecrets } from '../config.ts';
import { credentialKeyRing } from '../credentials/keys.ts';
import { generateCredentialKey } from '../credentials/key-format.ts';

const root = join(import.meta.dirname, '../../..');
const rotate = (env: Record<string, string>) =>
  new Promise<{ code: number; out: string }>((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'backend/src/cli/rotate-credential-key.ts')],
      { cwd: root, env: { ...process.env, CREDENTIAL_KEYS: '', ...env }, timeout: 30_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    ),
  );

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rotate-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run credential-key:rotate', () => {
  it('adds a newer key after the old one in .secrets.env, keeping every other line: the new one signs, both are published', async () => {
    const file = join(dir, 'machine.env');
    const old = generateCredentialKey();
    await writeFile(file, `# mine\nTOTP_KEY=${'ab'.repeat(32)}\nCREDENTIAL_KEYS=${old}\nMETRICS_TOKEN=0123456789abcdef0123456789abcdef\n`, { mode: 0o600 });
    const run = await rotate({ SECRETS_FILE: file });
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('2 keys');
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(new RegExp(`^# mine\\nTOTP_KEY=(ab){32}\\nCREDENTIAL_KEYS=${old},[\\w-]+\\nMETRICS_TOKEN=0123456789abcdef0123456789abcdef\\n$`));
    const cfg = loadConfig(withLocalSecrets({ NODE_ENV: 'production', SECRETS_FILE: file }));
    const ring = await credentialKeyRing(cfg.CREDENTIAL_KEYS!);
    const [first] = (await credentialKeyRing(old)).all;
    expect(ring.all.map((k) => k.kid)).toEqual([first!.kid, ring.signing.kid]);
    expect(ring.signing.kid).not.toBe(first!.kid);
  });

  it('prints the new value when the environment sets the keys, and refuses when there are none', async () => {
    const old = generateCredentialKey();
    const fromEnv = await rotate({ SECRETS_FILE: join(dir, 'absent.env'), CREDENTIAL_KEYS: old });
    expect(fromEnv.code, fromEnv.out).toBe(0);
    expect(fromEnv.out).toMatch(new RegExp(`^CREDENTIAL_KEYS=${old},[\\w-]+$`, 'm'));
    const none = await rotate({ SECRETS_FILE: join(dir, 'absent.env') });
    expect(none.code).toBe(2);
    expect(none.out).toContain('no CREDENTIAL_KEYS');
  });
});
