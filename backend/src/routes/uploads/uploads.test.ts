import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { DomainEvent, JobRun, StoredFile } from '../../entities/index.ts';
import { countRows, registrationForm, uploadScreenshot } from '../../../test/accounts.ts';
import { fileForm, jpegBytes, PDF_BYTES, pngBytes } from '../../../test/images.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp, waitFor } from '../../../test/support.ts';
import { storeSpooledUpload } from '../../commands/store-spooled-upload.ts';
import { UPLOAD_BYTES_PER_HOUR } from '../../middlewares/upload-budget.ts';
import { UPLOAD_LIMIT } from './uploads.ts';

const NOT_AN_IMAGE = 'The file given is not an image';

let orm: MikroORM;
let app: TestApp;
/** This file's own spool, so what it holds is this file's uploads only. */
const spool = mkdtempSync(join(tmpdir(), 'upload-spool-test-'));
useTestApp((started) => ({ orm, app } = started), { config: { UPLOAD_SPOOL_DIR: spool } });
const spoolFiles = () => (existsSync(spool) ? readdirSync(spool) : []);
// The rows are emptied before each test; so is the spool (an accepted upload's file waits for its job).
beforeEach(() => {
  for (const name of spoolFiles()) rmSync(join(spool, name));
});

const upload = (body: RequestInit['body'], headers?: Record<string, string>) =>
  api(app.url, '/api/uploads', { method: 'POST', body, ...(headers ? { headers } : {}) });

/** What the compress-screenshot job of an upload would write (the workers' processor does it for real). */
async function setCompressJob(uploadId: string, fields: Partial<JobRun>) {
  const em = orm.em.fork();
  const event = await em.findOneOrFail(DomainEvent, { type: 'upload.received', subjectId: uploadId });
  const id = `e${event.id}-compress-screenshot`;
  await em.upsert(JobRun, {
    id,
    eventId: event.id,
    queue: 'images',
    handler: 'compress-screenshot',
    studentId: null,
    state: 'queued',
    ...fields,
  });
}

async function storeCompressed(uploadId: string): Promise<Buffer> {
  const jpeg = await jpegBytes(40, 30);
  const em = orm.em.fork();
  em.create(StoredFile, {
    id: randomUUID(),
    purpose: 'screenshot',
    contentType: 'image/jpeg',
    size: jpeg.length,
    sha256: createHash('sha256').update(jpeg).digest('hex'),
    data: jpeg,
    source: uploadId,
  });
  await em.flush();
  return jpeg;
}

describe('POST /api/uploads', () => {
  it('accepts a real PNG: spools the raw bytes with their SHA-256, queues the compression, and its job moves them into PostgreSQL', async () => {
    const png = await pngBytes(120, 80);
    const res = await upload(fileForm(png, 'payment.png', 'image/png'));
    expect(res.status).toBe(202);
    const { uploadId, jobId } = res.body as { uploadId: string; jobId: string };
    expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);

    const em = orm.em.fork();
    const file = await em.findOneOrFail(StoredFile, { id: uploadId }, { populate: ['data'] });
    expect(file).toMatchObject({
      purpose: 'screenshot-raw',
      contentType: 'image/png',
      size: png.length,
      data: null,
      spoolPath: join(spool, uploadId),
    });
    expect(file.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(readFileSync(join(spool, uploadId)).equals(png)).toBe(true);
    // What the compress and read jobs do first (commands/store-spooled-upload.ts).
    expect(await storeSpooledUpload(orm.em.fork(), uploadId)).toBe('in-database');
    const moved = await orm.em.fork().findOneOrFail(StoredFile, { id: uploadId }, { populate: ['data'] });
    expect(Buffer.from(moved.data ?? []).equals(png)).toBe(true);
    expect(moved.spoolPath).toBeNull();
    expect(spoolFiles()).toEqual([]);
    const event = await em.findOneOrFail(DomainEvent, { type: 'upload.received' });
    // The OCR budget key of the address it came from (lib/ocr-payer.ts), never the address itself.
    expect(event.payload).toEqual({ fileId: uploadId, payer: expect.stringMatching(/^[\w-]{22}$/) });
    expect(JSON.stringify(event.payload)).not.toMatch(/127\.0\.0\.1|::1/);
    expect(jobId).toBe(`e${event.id}-compress-screenshot`);
  });

  it('accepts a JPEG whatever name and type the browser gave it', async () => {
    const res = await upload(fileForm(await jpegBytes(), 'IMG_2041', 'application/octet-stream'));
    expect(res.status).toBe(202);
    expect(await orm.em.fork().count(StoredFile, { contentType: 'image/jpeg' })).toBe(1);
  });

  it.each([
    ['a text file', 'hello, this is not a picture', 'notes.txt', 'text/plain'],
    ['a PDF renamed .jpg', PDF_BYTES, 'payment.jpg', 'image/jpeg'],
    ['an empty file', '', 'empty.png', 'image/png'],
    [
      'an SVG (script-capable, not a photo)',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'pay.svg',
      'image/svg+xml',
    ],
  ])('refuses %s with 415 "The file given is not an image" and stores nothing', async (_label, data, name, type) => {
    const res = await upload(fileForm(data, name, type));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(NOT_AN_IMAGE);
    expect(await countRows(orm, 'files')).toBe(0);
    expect(await countRows(orm, 'events')).toBe(0);
    expect(spoolFiles()).toEqual([]);
  });

  it('refuses an 11 MB image with 413 "The file is larger than 10 MB." and stores nothing', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(fileForm(big, 'huge.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is larger than 10 MB.');
    expect(await countRows(orm, 'files')).toBe(0);
    expect(spoolFiles()).toEqual([]);
  });

  it('refuses an oversized file sent without a length (chunked) as well', async () => {
    const form = fileForm(
      Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024 + 10)]),
      'huge.png',
      'image/png',
    );
    const encoded = new Response(form);
    const res = await fetch(`${app.url}/api/uploads`, {
      method: 'POST',
      body: encoded.body,
      headers: { 'content-type': encoded.headers.get('content-type')! },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('The file is larger than 10 MB.');
    expect(await countRows(orm, 'files')).toBe(0);
    // Streamed to the spool up to the limit, then removed.
    expect(spoolFiles()).toEqual([]);
  });

  it('leaves no spool file and no row when the client goes away mid-upload', async () => {
    const boundary = 'spool-abort-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pay.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const first = Buffer.concat([head, await jpegBytes(), Buffer.alloc(1024 * 1024, 7)]);
    const { hostname, port } = new URL(app.url);
    const req = httpRequest({
      hostname,
      port,
      method: 'POST',
      path: '/api/uploads',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(first.length + 4 * 1024 * 1024),
      },
    });
    const ended = new Promise<void>((resolve) => req.on('close', () => resolve()));
    req.on('error', () => undefined);
    req.write(first);
    // The first megabyte is being streamed to the spool...
    await waitFor(() => (spoolFiles().length > 0 ? true : undefined), 5_000);
    // ...when the phone loses its network.
    req.destroy();
    await ended;
    await waitFor(() => (spoolFiles().length === 0 ? true : undefined), 5_000);
    expect(spoolFiles()).toEqual([]);
    expect(await countRows(orm, 'files')).toBe(0);
    expect(await countRows(orm, 'events')).toBe(0);
  });

  it.each([
    ['no file at all', () => new FormData(), 400, NOT_AN_IMAGE],
    ['a JSON body', () => JSON.stringify({ file: 'data:image/png;base64,AAAA' }), 400, NOT_AN_IMAGE],
    [
      'the file under another field name',
      async () => fileForm(await pngBytes(), 'a.png', 'image/png', 'image'),
      400,
      'Please send one image, in the form field "file".',
    ],
    [
      'two files',
      async () => {
        const form = fileForm(await pngBytes(), 'a.png', 'image/png');
        form.append('file', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'b.png');
        return form;
      },
      400,
      'Please send one image, in the form field "file".',
    ],
  ])('refuses %s with a message', async (_label, make, status, message) => {
    const body = await make();
    const res = await upload(body, typeof body === 'string' ? { 'content-type': 'application/json' } : undefined);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await countRows(orm, 'files')).toBe(0);
    expect(spoolFiles()).toEqual([]);
  });

  it('refuses a broken multipart body with 400, not 500', async () => {
    const res = await upload(
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
      {
        'content-type': 'multipart/form-data; boundary=xyz',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The upload could not be read. Please try again.');
    expect(spoolFiles()).toEqual([]);
  });

  it(`answers 429 after ${UPLOAD_LIMIT.points} uploads from one address`, async () => {
    const png = await pngBytes(8, 8);
    for (let i = 0; i < UPLOAD_LIMIT.points; i++)
      expect((await upload(fileForm(png, 'a.png', 'image/png'))).status).toBe(202);
    const blocked = await upload(fileForm(png, 'a.png', 'image/png'));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('holds one address to 60 MB of files an hour: a file that would overspend is refused and not stored, as is /api/insertuser', async () => {
    const MB = 1024 * 1024;
    expect(UPLOAD_BYTES_PER_HOUR).toBe(60 * MB);
    const header = await pngBytes(8, 8);
    const imageOf = (bytes: number) => Buffer.concat([header, Buffer.alloc(bytes - header.length)]);
    // Six files just under the 10 MB limit: 6 KB short of the budget.
    const nearlyTen = imageOf(10 * MB - 1024);
    for (let i = 0; i < 6; i++)
      expect((await upload(fileForm(nearlyTen, `pay-${i}.png`, 'image/png'))).status).toBe(202);

    const overspend = await upload(fileForm(imageOf(10 * 1024), 'one-more.png', 'image/png'));
    expect(overspend.status).toBe(429);
    expect(overspend.body.message).toMatch(
      /^Too much uploaded from this network: at most 60 MB per hour\. Please try again in \d+ minutes\.$/,
    );
    const retryAfter = Number(overspend.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Spent: even a tiny screenshot waits, and the legacy form (upload and registration in one) too.
    expect((await upload(fileForm(await pngBytes(8, 8), 'tiny.png', 'image/png'))).status).toBe(429);
    const legacy = await api(app.url, '/api/insertuser', {
      method: 'POST',
      body: fileForm(await pngBytes(8, 8), 'pay.png', 'image/png', 'image', {
        name: 'Senthil Kumar',
        email: 'senthil@example.in',
        college: 'Anna University',
        phoneno: '9840012345',
        startdate: '2026-08-01',
        enddate: '2026-09-30',
        password: 'Madurai@2026',
        department: 'ECE',
        course: 'Embedded Systems and IoT',
        consent: 'on',
      }),
    });
    expect(legacy.status).toBe(429);
    expect(Number(legacy.headers.get('retry-after'))).toBeGreaterThan(0);

    expect(await countRows(orm, 'files')).toBe(6);
    expect(await countRows(orm, 'students')).toBe(0);
  });
});

describe('GET /api/uploads/:uploadId', () => {
  it('follows the compression job: queued, active with progress, then completed with the preview', async () => {
    const uploadId = await uploadScreenshot(app.url);
    const status = () => api(app.url, `/api/uploads/${uploadId}`);

    // Before the relay has made the job row.
    expect((await status()).body).toEqual({
      uploadId,
      state: 'queued',
      progress: 0,
      code: null,
      message: null,
      reading: null,
    });

    await setCompressJob(uploadId, { state: 'active', progress: 40 });
    expect((await status()).body).toMatchObject({ state: 'active', progress: 40, code: null, message: null });

    await setCompressJob(uploadId, { state: 'retrying', progress: 10, error: 'Redis hiccup' });
    const retrying = await status();
    expect(retrying.body).toMatchObject({ state: 'active' });
    expect(retrying.text).not.toContain('Redis');

    await setCompressJob(uploadId, {
      state: 'completed',
      progress: 100,
      result: {
        message: '✅ Image compressed successfully.',
        fileId: randomUUID(),
        width: 800,
        height: 533,
        size: 61234,
      },
    });
    expect((await status()).body).toEqual({
      uploadId,
      state: 'completed',
      progress: 100,
      code: 'imageCompressed',
      message: '✅ Image compressed successfully.',
      previewUrl: `/api/uploads/${uploadId}/preview`,
      width: 800,
      height: 533,
      size: 61234,
      reading: null,
    });

    // What OCR read, once the reading job has stored it: the UTR for the form to offer, not the amount or payee.
    await orm.em
      .getConnection()
      .execute(
        `insert into screenshot_readings (upload_id, state, amount_rupees, utr, payee, status, confidence) values (?, 'read', 499, '412345678901', 'tnedutech@okaxis', 'success', 0.9)`,
        [uploadId],
      );
    expect((await status()).body).toMatchObject({
      state: 'completed',
      reading: { state: 'read', utr: '412345678901' },
    });
    expect((await status()).text).not.toContain('tnedutech');
  });

  // As the worker writes them: a PermanentError of the catalogue keeps its code; anything else has none.
  it.each([
    ['The file given is not an image', 'notAnImage', 'notAnImage', 'The file given is not an image'],
    [
      '❌ Image compression failed.',
      'imageCompressionFailed',
      'imageCompressionFailed',
      '❌ Image compression failed.',
    ],
    [
      'Input buffer has corrupt header: /srv/app/node_modules/sharp/lib/pipeline.js',
      null,
      'imageCompressionFailed',
      '❌ Image compression failed.',
    ],
    [
      'The file given is not an image (but not from the catalogue)',
      null,
      'imageCompressionFailed',
      '❌ Image compression failed.',
    ],
  ])(
    'shows a failed job (error %j, code %j) with the specification message only, and its code',
    async (error, errorCode, code, message) => {
      const uploadId = await uploadScreenshot(app.url);
      await setCompressJob(uploadId, { state: 'failed', progress: 0, error, errorCode });
      const res = await api(app.url, `/api/uploads/${uploadId}`);
      expect(res.body).toEqual({ uploadId, state: 'failed', progress: 0, code, message, reading: null });
    },
  );

  it('answers 404 for an unknown upload and 400 for a malformed id', async () => {
    expect((await api(app.url, `/api/uploads/${randomUUID()}`)).status).toBe(404);
    const bad = await api(app.url, '/api/uploads/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown upload.');
  });
});

describe('GET /api/uploads/:uploadId/preview', () => {
  it('answers 404 until the compressed screenshot exists, then serves it as image/jpeg', async () => {
    const uploadId = await uploadScreenshot(app.url);
    const before = await api(app.url, `/api/uploads/${uploadId}/preview`);
    expect(before.status).toBe(404);
    expect(before.body.message).toBe('The screenshot is not compressed yet.');

    const jpeg = await storeCompressed(uploadId);
    const res = await fetch(`${app.url}/api/uploads/${uploadId}/preview`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(jpeg)).toBe(true);
    expect((await sharp(body).metadata()).format).toBe('jpeg');
  });

  it('once a registration uses the upload, shows it only to that intern and to admins', async () => {
    const uploadId = await uploadScreenshot(app.url);
    await storeCompressed(uploadId);
    const form = registrationForm(uploadId);
    expect((await api(app.url, '/api/registrations', { method: 'POST', json: form })).status).toBe(201);
    const em = orm.em.fork();
    const owner = await em.findOneOrFail((await import('../../entities/index.ts')).Student, { email: form.email });
    const asIntern = await signedIn(app, orm, { kind: 'student', id: owner.id });
    const asOther = await signedIn(app, orm, { kind: 'student' });
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });

    for (const path of [`/api/uploads/${uploadId}`, `/api/uploads/${uploadId}/preview`]) {
      expect((await api(app.url, path)).status).toBe(404);
      expect((await asOther(path)).status).toBe(404);
      expect((await asIntern(path)).status).toBe(200);
      expect((await asAdmin(path)).status).toBe(200);
    }
  });
});

describe('an upload whose bytes are still in the spool', () => {
  /** The raw bytes (`api` reads the answer as text). */
  const fetchBytes = async (path: string, as: SignedIn) => {
    const res = await fetch(app.url + path, { headers: { cookie: as.cookie } });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('is moved into PostgreSQL by the registration that takes it up: the intern and the admin see it before any job ran', async () => {
    const png = await pngBytes(90, 60);
    const uploadId = await uploadScreenshot(app.url, png);
    const form = registrationForm(uploadId);
    expect((await api(app.url, '/api/registrations', { method: 'POST', json: form })).status).toBe(201);

    const em = orm.em.fork();
    const file = await em.findOneOrFail(StoredFile, { id: uploadId }, { populate: ['data'] });
    expect(Buffer.from(file.data ?? []).equals(png)).toBe(true);
    const owner = await em.findOneOrFail((await import('../../entities/index.ts')).Student, { email: form.email });
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    // No compressed copy yet: both see the original, read from PostgreSQL.
    const mine = await fetchBytes('/api/me/screenshot', await signedIn(app, orm, { kind: 'student', id: owner.id }));
    expect(mine.status).toBe(200);
    expect(mine.bytes.equals(png)).toBe(true);
    const admins = await fetchBytes(`/api/admin/students/${owner.id}/screenshot`, asAdmin);
    expect(admins.status).toBe(200);
    expect(admins.bytes.equals(png)).toBe(true);

    // The job that comes after only removes the spool file.
    expect(spoolFiles()).toEqual([uploadId]);
    expect(await storeSpooledUpload(orm.em.fork(), uploadId)).toBe('in-database');
    expect(spoolFiles()).toEqual([]);
  });

  it('refuses the registration when the spool file was lost before any job moved it, asking for the screenshot again', async () => {
    const uploadId = await uploadScreenshot(app.url);
    rmSync(join(spool, uploadId));
    const res = await api(app.url, '/api/registrations', { method: 'POST', json: registrationForm(uploadId) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your payment screenshot was not found. Please upload it again.');
    expect(await countRows(orm, 'students')).toBe(0);
    expect(await storeSpooledUpload(orm.em.fork(), uploadId)).toBe('lost');
  });
});
