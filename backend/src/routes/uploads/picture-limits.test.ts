import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_PICTURE_LIMITS } from 'shared/business';
import { messages } from 'shared/messages';
import { countRows } from '../../../test/accounts.ts';
import { fileForm } from '../../../test/images.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * A picture's bytes say little of the work it makes (a 98 KB one-bit PNG of 7000x7000
 * held the OCR for 11 minutes). Its size in pixels is checked from the header at upload, before it is
 * stored or queued.
 */

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** A one-bit PNG of the given size: a few KB whatever its pixels, as an attacker would send it. */
const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();

const upload = async (width: number, height: number) =>
  api(app.url, '/api/uploads', {
    method: 'POST',
    body: fileForm(await blank(width, height), 'payment.png', 'image/png'),
  });

describe('POST /api/uploads: the picture’s size in pixels', () => {
  it('accepts every real shape: a phone screenshot, a scrolling one ten screens long, and the 49 MP picture (read made small)', async () => {
    expect(SCREENSHOT_PICTURE_LIMITS).toEqual({ maxPixels: 50_000_000, maxSide: 12_000, maxAspect: 10 });
    for (const [width, height] of [
      [1080, 2400],
      [1080, 10_800],
      [7000, 7000],
    ] as const) {
      expect((await upload(width, height)).status, `${width}x${height}`).toBe(202);
    }
    expect(await countRows(orm, 'files')).toBe(3);
  }, 60_000);

  it.each([
    ['over 50 megapixels', 7100, 7100, 413, messages.pictureTooLarge],
    ['over 12,000 px on a side', 1300, 12_001, 413, messages.pictureTooLarge],
    ['over 10 times longer than wide', 1080, 10_900, 400, messages.pictureTooNarrow],
    ['a strip one pixel high', 9000, 1, 400, messages.pictureTooNarrow],
  ])(
    'refuses a picture %s with a message and stores nothing',
    async (_label, width, height, status, message) => {
      const res = await upload(width, height);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await countRows(orm, 'files')).toBe(0);
      expect(await countRows(orm, 'events')).toBe(0);
    },
    30_000,
  );
});
