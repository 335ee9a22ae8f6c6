import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import { unzipSync, Zip, ZipDeflate, type ZipInputFile } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { tableMessages } from '../../lib/tabular-file.ts';
import { countRows } from '../../../test/accounts.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * An admin's statement or payout-result upload cannot freeze or exhaust the API. The
 * attacker here is anyone who can get an admin to upload a file (a "statement" mailed to them).
 */

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

const MB = 1024 * 1024;

function upload(path: string, data: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return asAdmin(path, { method: 'POST', body: form });
}

/**
 * Sends the upload and, until it is answered, asks /api/health again and again: every answer's time.
 * The first health request goes out once the upload's body is on its way.
 */
async function uploadWhileCheckingHealth(path: string, data: Buffer, name: string) {
  const started = Date.now();
  let answered = false;
  const sent = upload(path, data, name).finally(() => (answered = true));
  const healthTimes: number[] = [];
  while (!answered) {
    const asked = Date.now();
    const health = await api(app.url, '/api/health');
    expect(health.status).toBe(200);
    if (!answered) healthTimes.push(Date.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { res: await sent, seconds: (Date.now() - started) / 1000, healthTimes };
}

/**
 * A real workbook (exceljs made it) whose first sheet is replaced by `unpackedMb` of repeated cells:
 * about 1 MB on the wire for 500 MB unpacked. The ZIP's directory tells the truth about the sizes, as
 * any zip tool writes it, unless `lie` is given: then the sheet is that many MB of spaces and the
 * directory says it is 1,200 bytes. The sheet is deflated by Node's zlib (fflate's would take most of
 * a minute).
 */
async function xlsxBomb(unpackedMb: number, lie?: 'declares 1,200 bytes'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Statement').addRow(['Date', 'Narration', 'Deposit Amt.']);
  const entries = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  for (const [name, data] of Object.entries(entries)) {
    if (name !== 'xl/worksheets/sheet1.xml') {
      const entry = new ZipDeflate(name);
      zip.add(entry);
      entry.push(data, true);
      continue;
    }
    const head = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    );
    const rows = lie
      ? Buffer.alloc(MB, ' ')
      : Buffer.from(
          '<row><c t="inlineStr"><is><t>UPI/CR/412345678901</t></is></c><c><v>499</v></c></row>'.repeat(
            Math.floor(MB / 80),
          ),
        );
    const tail = Buffer.from('</sheetData></worksheet>');
    const parts = [head, ...Array.from({ length: unpackedMb }, () => rows), tail];
    const deflated: Buffer[] = [];
    const deflate = createDeflateRaw({ level: 9 }).on('data', (chunk: Buffer) => deflated.push(chunk));
    let crc = 0;
    for (const part of parts) {
      crc = crc32(part, crc);
      if (!deflate.write(part)) await once(deflate, 'drain');
    }
    await new Promise((resolve) => deflate.end(resolve));
    const sheet: ZipInputFile = {
      filename: name,
      compression: 8,
      crc,
      size: lie ? 1200 : parts.reduce((sum, part) => sum + part.length, 0),
    };
    zip.add(sheet);
    sheet.ondata!(null, Buffer.concat(deflated), true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

describe('tabular uploads cannot exhaust the API', () => {
  it('refuses an XLSX that unpacks to 500 MB (1 MB sent) with 413 in seconds, while /api/health keeps answering', async () => {
    const bomb = await xlsxBomb(500);
    expect(bomb.length).toBeLessThan(2 * MB);
    for (const path of ['/api/admin/statements', '/api/admin/payouts/results']) {
      const { res, seconds, healthTimes } = await uploadWhileCheckingHealth(path, bomb, 'statement.xlsx');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(tableMessages.unpackedTooLarge);
      expect(seconds).toBeLessThan(10);
      for (const time of healthTimes) expect(time).toBeLessThan(1000);
    }
    expect(await countRows(orm, 'statements')).toBe(0);
  }, 60_000);

  it("refuses an XLSX whose directory says its sheet is 1,200 bytes while it inflates to 500 MB, in seconds, and the API's memory stays flat", async () => {
    const bomb = await xlsxBomb(500, 'declares 1,200 bytes');
    expect(bomb.length).toBeLessThan(MB);
    let declared = 0;
    unzipSync(new Uint8Array(bomb), {
      filter: (entry) => (entry.name === 'xl/worksheets/sheet1.xml' && (declared = entry.originalSize), false),
    });
    expect(declared).toBe(1200);
    // The highest resident memory of this process (the API runs in it, its reading thread too), reset
    // first (Linux: 5 into clear_refs), then read after the answer.
    const peakMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
    const residentMb = () => process.memoryUsage().rss / MB;
    expect((await upload('/api/admin/statements', Buffer.from('\n'), 'empty.csv')).status).toBe(400); // the reading thread is started
    writeFileSync('/proc/self/clear_refs', '5');
    const before = residentMb();
    const started = Date.now();
    const res = await upload('/api/admin/statements', bomb, 'statement.xlsx');
    const seconds = (Date.now() - started) / 1000;
    const grewMb = peakMb() - before;
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect([tableMessages.unpackedTooLarge, tableMessages.packedTooTightly, tableMessages.notATable]).toContain(
      res.body.message,
    );
    expect(seconds).toBeLessThan(10);
    // Unbounded, the sheet's 500 MB are inflated into ArrayBuffers the thread's heap limit does not cover.
    expect(grewMb).toBeLessThan(200);
    expect(await countRows(orm, 'statements')).toBe(0);
  }, 60_000);

  it('refuses a workbook packed over 100 times tighter than a bank export, though small unpacked', async () => {
    const res = await upload('/api/admin/statements', await xlsxBomb(20), 'statement.xlsx');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(tableMessages.packedTooTightly);
  });
});
