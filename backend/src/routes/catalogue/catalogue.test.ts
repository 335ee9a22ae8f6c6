import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, CourseContent, PublicCatalogue } from 'shared/api/catalogue';
import { signedIn } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** GET /api/catalogue as raw bytes (fetch would decode them), with the request's headers. */
function get(headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
    (resolve, reject) => {
      const req = request(`${app.url}/api/catalogue`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const BROWSER = 'gzip, deflate, br, zstd';

describe('GET /api/catalogue, compressed', () => {
  it('gives a browser the brotli copy, a gzip-only client gzip, anyone else the JSON, all the same catalogue under one ETag', async () => {
    const plain = await get();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const catalogue = JSON.parse(plain.bytes.toString('utf8')) as PublicCatalogue;
    expect(catalogue.courses.length).toBeGreaterThan(10);

    const br = await get({ 'accept-encoding': BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    // Smaller on the wire than a quarter of the JSON.
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);

    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    // A client that prefers gzip (or refuses brotli) gets gzip.
    expect((await get({ 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get({ 'accept-encoding': 'deflate' })).headers['content-encoding']).toBeUndefined();

    for (const res of [plain, br, gzip]) {
      expect(res.headers.etag).toBe(`"${catalogue.version}"`);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    // The same bytes every time: compressed once per snapshot, not per request.
    expect((await get({ 'accept-encoding': BROWSER })).bytes.equals(br.bytes)).toBe(true);
  });

  it('answers the version the page holds with a 304 in any coding, and a publish with new compressed bytes', async () => {
    const held = await get({ 'accept-encoding': BROWSER });
    const etag = held.headers.etag as string;
    for (const coding of [BROWSER, 'gzip', '']) {
      const again = await get({ 'accept-encoding': coding, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.vary).toMatch(/accept-encoding/i);
    }

    const editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
    const list = (await editor('/api/admin/catalogue')).body as unknown as { entries: CatalogueEntry[] };
    const uiux = list.entries.find((e) => e.slug === 'ui-ux-design')!;
    const entry = (await editor(`/api/admin/catalogue/${uiux.id}`)).body as unknown as { entry: CatalogueEntry };
    const draft = entry.entry.draft as CourseContent;
    const saved = await editor(`/api/admin/catalogue/${uiux.id}/draft`, {
      method: 'PUT',
      json: { kind: 'course', content: { ...draft, cardTitle: { en: 'Product Design', ta: '' } } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await editor(`/api/admin/catalogue/${uiux.id}/publish`, { method: 'POST' })).status).toBe(200);

    const stale = await get({ 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(stale.status).toBe(200);
    expect(stale.headers.etag).not.toBe(etag);
    const now = JSON.parse(brotliDecompressSync(stale.bytes).toString('utf8')) as PublicCatalogue;
    expect(now.courses.find((c) => c.slug === 'ui-ux-design')?.cardTitle.en).toBe('Product Design');
    expect(`"${now.version}"`).toBe(stale.headers.etag);
  });
});
