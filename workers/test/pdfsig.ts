import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What poppler's `pdfsig` (infra/services.sh installs poppler-utils) says of a PDF's signatures: an
 * independent reader, not our own code. Its exit code is not used: it is non-zero for a signature it
 * finds invalid, and the words are what a test asserts.
 */
export async function pdfsig(pdf: Buffer | Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdfsig-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await new Promise<string>((resolve, reject) =>
      execFile('pdfsig', [file], { timeout: 20_000 }, (err, stdout, stderr) => {
        if (err && (err as NodeJS.ErrnoException).code === 'ENOENT')
          reject(new Error('pdfsig is missing: bash infra/services.sh installs poppler-utils'));
        else resolve(`${stdout}${stderr}`);
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The same PDF with one byte of its signed content changed: a digit of its Keywords (version:1 becomes version:2). */
export function withOneByteChanged(pdf: Buffer | Uint8Array): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('version:') + 'version:'.length;
  if (at < 'version:'.length) throw new Error('no version in the Keywords');
  copy[at] = copy[at] === 0x39 ? 0x38 : copy[at]! + 1;
  return copy;
}
