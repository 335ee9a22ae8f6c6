import { randomBytes, randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from 'shared/messages';
import { storeFile } from '../../db/store-file.ts';
import { DomainEvent, StoredFile } from '../../entities/index.ts';
import { countRows } from '../../../test/accounts.ts';
import { fileForm, jpegBytes, pngBytes } from '../../../test/images.ts';
import { signedIn, visitor, type Caller, type SignedIn } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let editor: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
});

const upload = (as: Caller, data: Buffer | string, name: string, type: string) =>
  as('/api/admin/catalogue/images', { method: 'POST', body: fileForm(data, name, type, 'image') });

/** What an upload that was refused must not leave behind. */
const nothingStored = async () => {
  expect(await countRows(orm, 'files')).toBe(0);
  expect(await countRows(orm, 'events')).toBe(0);
};

describe('POST /api/admin/catalogue/images', () => {
  it("keeps an editor's PNG as it came, records the upload with the editor as actor, and names the job to poll", async () => {
    const png = await pngBytes(1600, 1000);
    const res = await upload(editor, png, 'course.png', 'image/png');
    expect(res.status, res.text).toBe(201);
    const { fileId, jobId } = res.body as { fileId: string; jobId: string };
    expect(jobId).toMatch(/^e\d+-course-image$/);
    const file = await orm.em.fork().findOneOrFail(StoredFile, { id: fileId }, { populate: ['data'] });
    expect(file).toMatchObject({ purpose: 'card-image', contentType: 'image/png', size: png.length });
    expect(Buffer.from(file.data as Uint8Array).equals(png)).toBe(true);
    const event = await orm.em.fork().findOneOrFail(DomainEvent, { type: 'catalogue.image-uploaded' });
    expect(event).toMatchObject({ subjectId: fileId, payload: { fileId }, actor: `admin:${editor.id}` });
    expect(jobId).toBe(`e${event.id}-course-image`);
    // No size is made yet: not found, and not cached as such.
    const early = await visitor(app)(`/api/catalogue/images/${fileId}/phone.webp`);
    expect(early.status).toBe(404);
    expect(early.headers.get('cache-control')).toBe('no-store');
  });

  it('judges the type by the bytes: a JPEG named and declared a PNG is kept as a JPEG', async () => {
    const res = await upload(editor, await jpegBytes(800, 600), 'course.png', 'image/png');
    expect(res.status, res.text).toBe(201);
    const file = await orm.em.fork().findOneOrFail(StoredFile, { id: res.body.fileId as string });
    expect(file.contentType).toBe('image/jpeg');
  });

  it.each([
    ['a text file renamed .png', Buffer.from('These are course notes, not a picture.\n'), 'card.png', 'image/png'],
    ['a PDF named .jpg', Buffer.from('%PDF-1.7\n%%EOF\n'), 'card.jpg', 'image/jpeg'],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'card.svg', 'image/svg+xml'],
    ['a GIF (a picture, but not one of the three types)', 'gif', 'card.gif', 'image/gif'],
    ['an empty file', Buffer.alloc(0), 'card.webp', 'image/webp'],
  ])('refuses %s with 400 catalogueImageInvalid and stores nothing', async (_name, data, name, type) => {
    const bytes =
      data === 'gif'
        ? await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
            .gif()
            .toBuffer()
        : data;
    const res = await upload(editor, bytes, name, type);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: 'catalogueImageInvalid', message: messages.catalogueImageInvalid });
    await nothingStored();
  });

  it('refuses a 6 MB image with 400 catalogueImageInvalid and stores nothing', async () => {
    // Noise does not compress: a real PNG of about 6.3 MB.
    const big = await sharp(randomBytes(1450 * 1450 * 3), { raw: { width: 1450, height: 1450, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await upload(editor, big, 'big.png', 'image/png');
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: 'catalogueImageInvalid' });
    await nothingStored();
  });

  it('refuses an operator and an intern with 403, a visitor with 401; nothing is stored', async () => {
    const png = await pngBytes(600, 400);
    const operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' });
    const intern = await signedIn(app, orm, { kind: 'student' });
    expect((await upload(operator, png, 'course.png', 'image/png')).status).toBe(403);
    expect((await upload(intern, png, 'course.png', 'image/png')).status).toBe(403);
    expect((await upload(visitor(app), png, 'course.png', 'image/png')).status).toBe(401);
    await nothingStored();
    // An admin may, as an editor may.
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await upload(admin, png, 'course.png', 'image/png')).status).toBe(201);
  });
});

describe('GET /api/catalogue/images/:fileId/:variant', () => {
  it("never serves a file that is not a card image's size: a payment screenshot, a PDF, an original, by its id", async () => {
    const em = orm.em.fork();
    const screenshot = randomUUID();
    const pdf = randomUUID();
    await storeFile(em, { id: screenshot, purpose: 'screenshot', contentType: 'image/jpeg', data: await jpegBytes() });
    await storeFile(em, {
      id: pdf,
      purpose: 'document',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.7'),
    });
    const original = (await upload(editor, await pngBytes(), 'course.png', 'image/png')).body.fileId as string;
    for (const id of [screenshot, pdf, original, randomUUID(), 'not-a-uuid', '../../files']) {
      for (const variant of ['phone.webp', 'desktop.webp', 'card.jpg', 'original', 'card.png']) {
        const res = await visitor(app)(`/api/catalogue/images/${encodeURIComponent(id)}/${variant}`);
        expect(res.status, `${id}/${variant}`).toBe(404);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
  });
});
