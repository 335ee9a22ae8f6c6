import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * The text poppler's `pdftotext` (poppler-utils, installed with pdfsig by infra/services.sh)
 * extracts from a PDF, UTF-8: what copy and paste and search see in most Linux readers, an
 * extractor that is not our code.
 */
export async function pdftotext(pdf: Buffer | Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdftotext-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await new Promise<string>((resolve, reject) =>
      execFile('pdftotext', ['-enc', 'UTF-8', file, '-'], { timeout: 20_000 }, (err, stdout) => {
        if (err && (err as NodeJS.ErrnoException).code === 'ENOENT')
          reject(new Error('pdftotext is missing: bash infra/services.sh installs poppler-utils'));
        else if (err) reject(err);
        else resolve(stdout);
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every stream of a PDF as pdfkit wrote it, inflated when it is compressed (Flate): its content streams' operators. */
export function pdfStreams(pdf: Buffer | Uint8Array): string[] {
  const raw = Buffer.from(pdf);
  const out: string[] = [];
  for (let at = raw.indexOf('stream\n'); at >= 0; at = raw.indexOf('stream\n', at + 1)) {
    if (raw.subarray(at - 3, at).toString('latin1') === 'end') continue;
    const end = raw.indexOf('\nendstream', at);
    if (end < 0) break;
    const body = raw.subarray(at + 'stream\n'.length, end);
    try {
      out.push(inflateSync(body).toString('latin1'));
    } catch {
      out.push(body.toString('latin1'));
    }
  }
  return out;
}
