import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkerSet } from 'workers/runtime/workers';
import { compressScreenshot } from 'workers/processors/compress-screenshot';
import { messages } from 'shared/messages';
import { receiveUpload } from '../commands/receive-upload.ts';
import { Student } from '../entities/index.ts';
import { countRows } from '../../test/accounts.ts';
import { fileForm, jpegBytes } from '../../test/images.ts';
import { type Caller, signedIn, type SignedIn, visitor } from '../../test/signed-in.ts';
import {
  api,
  REDIS_URL,
  resetRateLimits,
  type TestApp,
  uniquePrefix,
  useTestApp,
  waitFor,
} from '../../test/support.ts';

/**
 * Hostile files through POST /api/uploads and the legacy POST /api/insertuser, with the real
 * compression processor running: polyglots come out as clean re-encoded JPEGs (or are refused),
 * pixel floods are refused at upload (and end failed if they get in), truncated files end failed, huge
 * bodies are refused before they are read.
 * (A PDF renamed .jpg, 11 MB files and broken forms are in routes/uploads and routes/legacy tests.)
 */
const NOT_AN_IMAGE = 'The file given is not an image';
const PAYLOAD = '<script>alert("polyglot-payload-7f3a")</script><html><body onload="alert(1)">';
const MARKER = 'polyglot-payload-7f3a';

let orm: MikroORM;
let app: TestApp;
let workers: { close(): Promise<void> };
let asAdmin: SignedIn;
let flood: Buffer;

const prefix = uniquePrefix();
useTestApp((started) => ({ orm, app } = started), { config: { REDIS_PREFIX: prefix }, cleanEach: false });
beforeAll(async () => {
  workers = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix,
    processors: [compressScreenshot],
    sweepMs: 200,
  });
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
  // A real PNG of 20000 x 20000 solid pixels: about a megabyte on disk, 1.2 GB once decoded.
  flood = await sharp({
    limitInputPixels: false,
    create: { width: 20_000, height: 20_000, channels: 3, background: '#336699' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
});
afterAll(async () => {
  await workers?.close();
});

async function upload(data: Buffer, name = 'payment.jpg', type = 'image/jpeg') {
  await resetRateLimits(app);
  return api(app.url, '/api/uploads', { method: 'POST', body: fileForm(data, name, type) });
}

/** Follows the upload's compression job to its end, as the registration form does (a visitor's, unless said). */
async function finished(uploadId: string, timeoutMs = 30_000, as: Caller = visitor(app)) {
  return waitFor(
    async () => {
      const res = await as(`/api/uploads/${uploadId}`);
      return res.body.state === 'completed' || res.body.state === 'failed' ? res.body : undefined;
    },
    timeoutMs,
    100,
  );
}

async function preview(uploadId: string) {
  const res = await fetch(`${app.url}/api/uploads/${uploadId}/preview`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  return Buffer.from(await res.arrayBuffer());
}

/** A clean re-encoded JPEG: JPEG from its first to its last byte, no metadata, no trace of the payload. */
async function expectCleanJpeg(bytes: Buffer) {
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  const text = bytes.toString('latin1');
  expect(text).not.toContain(MARKER);
  expect(text.toLowerCase()).not.toContain('<script');
  expect(text.toLowerCase()).not.toContain('<html');
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.comments ?? []).toEqual([]);
}

describe('polyglot files', () => {
  it('a JPEG with HTML and a script appended: accepted as a JPEG, stored compressed as a clean re-encode', async () => {
    const polyglot = Buffer.concat([await jpegBytes(640, 480), Buffer.from(PAYLOAD)]);
    const res = await upload(polyglot, 'payment.html.jpg', 'text/html');
    expect(res.status, res.text).toBe(202);
    const done = await finished(res.body.uploadId as string);
    expect(done).toMatchObject({ state: 'completed', message: '✅ Image compressed successfully.' });
    await expectCleanJpeg(await preview(res.body.uploadId as string));
  }, 60_000);

  it('a JPEG carrying the script in its EXIF and XMP: the compressed copy has no metadata at all', async () => {
    const tagged = await sharp(await jpegBytes(320, 240))
      .withExif({ IFD0: { ImageDescription: PAYLOAD, Artist: PAYLOAD } })
      .withXmp(
        `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">${PAYLOAD.replace(/</g, '&lt;')}</rdf:RDF></x:xmpmeta>`,
      )
      .jpeg()
      .toBuffer();
    expect(tagged.toString('latin1')).toContain(MARKER);
    const res = await upload(tagged);
    expect(res.status, res.text).toBe(202);
    expect(await finished(res.body.uploadId as string)).toMatchObject({ state: 'completed' });
    await expectCleanJpeg(await preview(res.body.uploadId as string));
  }, 60_000);

  it('a GIF/JS polyglot (GIF89a/*...*/ then script): refused or ended failed as not an image, nothing compressed', async () => {
    const gifJs = Buffer.concat([
      Buffer.from('GIF89a/*'),
      Buffer.from([
        0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x21, 0xf9, 0x04, 0x01, 0x00,
        0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00,
      ]),
      Buffer.from(`*/=1;${PAYLOAD}//\x3b`),
    ]);
    const before = await countRows(orm, 'files', `purpose = 'screenshot'`);
    const res = await upload(gifJs, 'payment.gif', 'image/gif');
    if (res.status === 202) {
      const done = await finished(res.body.uploadId as string);
      if (done.state === 'completed') await expectCleanJpeg(await preview(res.body.uploadId as string));
      else expect(done).toMatchObject({ state: 'failed', message: NOT_AN_IMAGE });
    } else {
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(NOT_AN_IMAGE);
      expect(await countRows(orm, 'files', `purpose = 'screenshot'`)).toBe(before);
    }
  }, 60_000);

  it('a real GIF with a script appended: re-encoded to a clean JPEG', async () => {
    const gif = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#aa3366' } })
      .gif()
      .toBuffer();
    const res = await upload(Buffer.concat([gif, Buffer.from(PAYLOAD)]), 'payment.gif', 'image/gif');
    expect(res.status, res.text).toBe(202);
    const done = await finished(res.body.uploadId as string);
    if (done.state === 'completed') await expectCleanJpeg(await preview(res.body.uploadId as string));
    else expect(done).toMatchObject({ state: 'failed', message: NOT_AN_IMAGE });
  }, 60_000);

  it('POST /api/insertuser with the JPEG polyglot enrols the intern and keeps only a clean compressed JPEG', async () => {
    await resetRateLimits(app);
    const polyglot = Buffer.concat([await jpegBytes(640, 480), Buffer.from(PAYLOAD)]);
    const res = await api(app.url, '/api/insertuser', {
      method: 'POST',
      body: fileForm(polyglot, 'pay.jpg', 'image/jpeg', 'image', {
        name: 'Polyglot Sender',
        email: 'polyglot@example.in',
        college: 'Anna University',
        phoneno: '9840012399',
        startdate: '2026-08-01',
        enddate: '2026-09-30',
        password: 'Madurai@2026',
        department: 'ECE',
        course: 'Embedded Systems and IoT',
        refer: '',
        consent: 'on',
      }),
    });
    expect(res.status, res.text).toBe(201);
    const student = await orm.em.fork().findOneOrFail(Student, { email: 'polyglot@example.in' });
    const uploadId = student.upload!.id;
    // Once the registration uses the upload, only its owner or an admin may follow it.
    expect((await api(app.url, `/api/uploads/${uploadId}`)).status).toBe(404);
    expect(await finished(uploadId, 30_000, asAdmin)).toMatchObject({ state: 'completed' });
    // The raw bytes (`api` reads the answer as text).
    const shot = await fetch(`${app.url}/api/admin/students/${student.id}/screenshot`, {
      headers: { cookie: asAdmin.cookie },
    });
    expect(shot.status).toBe(200);
    expect(shot.headers.get('content-type')).toBe('image/jpeg');
    await expectCleanJpeg(Buffer.from(await shot.arrayBuffer()));
  }, 60_000);
});

describe('images that attack the decoder', () => {
  it('a pixel flood (a real 20000 x 20000 PNG of about a megabyte) is refused at upload; got in another way, its compression ends failed quickly', async () => {
    expect(flood.length).toBeLessThan(10 * 1024 * 1024);
    const files = await countRows(orm, 'files');
    const res = await upload(flood, 'payment.png', 'image/png');
    expect(res.status, res.text).toBe(413);
    expect(res.body.message).toBe(messages.pictureTooLarge);
    expect(await countRows(orm, 'files')).toBe(files);
    // Behind the upload's check, the compression job's own decode limit still holds.
    const { uploadId } = await receiveUpload(orm.em.fork(), { data: flood, contentType: 'image/png' });
    const started = Date.now();
    const done = await finished(uploadId, 15_000);
    expect(done).toMatchObject({ state: 'failed', message: NOT_AN_IMAGE });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await api(app.url, `/api/uploads/${uploadId}/preview`)).status).toBe(404);
  }, 60_000);

  it('a truncated JPEG sent through the API ends failed, not an image', async () => {
    const jpeg = await jpegBytes(800, 600);
    const res = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(res.status, res.text).toBe(202);
    expect(await finished(res.body.uploadId as string)).toMatchObject({ state: 'failed', message: NOT_AN_IMAGE });
  }, 60_000);
});

describe('a 50 MB file', () => {
  const big = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(50 * 1024 * 1024, 0x41)]);

  it.each([
    ['POST /api/uploads', '/api/uploads', 'file'],
    ['POST /api/insertuser', '/api/insertuser', 'image'],
  ])(
    '%s answers 413 fast and stores nothing',
    async (_name, path, field) => {
      await resetRateLimits(app);
      const before = {
        files: await countRows(orm, 'files'),
        events: await countRows(orm, 'events'),
        students: await countRows(orm, 'students'),
      };
      const form = fileForm(
        big(),
        'huge.jpg',
        'image/jpeg',
        field,
        field === 'image' ? { name: 'Huge', email: 'huge@example.in' } : {},
      );
      const started = Date.now();
      const res = await api(app.url, path, { method: 'POST', body: form });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The file is larger than 10 MB.');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect({
        files: await countRows(orm, 'files'),
        events: await countRows(orm, 'events'),
        students: await countRows(orm, 'students'),
      }).toEqual(before);
    },
    30_000,
  );
});
