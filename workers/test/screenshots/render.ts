import type { Browser } from 'playwright-core';
import { screenHtml, type PaymentShot } from './layouts.ts';

/**
 * Renders success screens as a phone takes its screenshot: a 360x800 viewport at device scale 3, so
 * 1080x2400 PNGs, the size the OCR figures are stated for.
 */
export async function renderShots(browser: Browser, shots: PaymentShot[]): Promise<Buffer[]> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 3,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const pictures: Buffer[] = [];
    for (const shot of shots) {
      await page.setContent(screenHtml(shot), { waitUntil: 'load' });
      pictures.push(await page.screenshot({ type: 'png' }));
    }
    return pictures;
  } finally {
    await context.close();
  }
}
