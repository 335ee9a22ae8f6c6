import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openP12, selfSignedP12 } from './certificate.ts';
import { signPdf, UnsignablePdfError } from './sign-pdf.ts';

/**
 * signPdf on PDFs written by hand rather than by pdfmake: the incremental update it writes is read by
 * poppler's pdfsig (an independent reader), and shapes it does not know are refused, never half-signed.
 */
function minimalPdf(extraPage = ''): Buffer {
  const objects = [
    '<<\n/Type /Catalog\n/Pages 2 0 R\n>>',
    '<<\n/Type /Pages\n/Count 1\n/Kids [3 0 R]\n>>',
    `<<\n/Type /Page\n/Parent 2 0 R\n/MediaBox [0 0 200 200]${extraPage}\n>>`,
  ];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<<\n/Size 4\n/Root 1 0 R\n>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const pdfsig = (file: string) =>
  new Promise<string>((resolve) =>
    execFile('pdfsig', [file], { timeout: 20_000 }, (_err, stdout, stderr) => resolve(`${stdout}${stderr}`)),
  );

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sign-pdf-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('signPdf', () => {
  const signer = openP12(selfSignedP12('Kalvi Trust (Madurai)'), '');
  const label = {
    name: 'Kalvi Trust (Madurai)',
    reason: 'Issued by கல்வி',
    location: 'Madurai',
    contactInfo: 'office@example.in',
  };

  it.each([
    ['a page without annotations', ''],
    [
      'a page with a link annotation',
      '\n/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /Contents (a bracket ] and a \\) in words) >>]',
    ],
  ])('signs %s, whole and valid for pdfsig', async (_name, extra) => {
    const signed = signPdf(minimalPdf(extra), signer, label);
    const file = join(dir, 'signed.pdf');
    await writeFile(file, signed);
    const report = await pdfsig(file);
    expect(report).toContain('Signer Certificate Common Name: Kalvi Trust (Madurai)');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).not.toContain('Syntax Error');
  });

  it('refuses a PDF it cannot sign whole: one signed already (a form), a cross-reference stream, a cut file', () => {
    const signed = signPdf(minimalPdf(), signer, label);
    expect(() => signPdf(signed, signer, label)).toThrow(UnsignablePdfError);
    expect(() =>
      signPdf(
        Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /XRef >>\nstream\nendstream\nendobj\nstartxref\n9\n%%EOF\n'),
        signer,
        label,
      ),
    ).toThrow(UnsignablePdfError);
    expect(() => signPdf(minimalPdf().subarray(0, 100), signer, label)).toThrow(UnsignablePdfError);
  });
});
