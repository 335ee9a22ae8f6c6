import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * The English model from the npm registry (@tesseract.js-data/eng), read from node_modules: nothing
 * is fetched from a CDN, so OCR works on a closed network. 'best_int' reads digits better than 'fast'
 * for about the same time on a phone screenshot.
 */
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const CACHE_PATH = join(tmpdir(), 'enrolment-ocr-cache');

/** The words OCR saw, each with its confidence (0-100), in reading order, and the text by lines. */
export interface OcrResult {
  text: string;
  words: { text: string; confidence: number }[];
}

let worker: Promise<Worker> | undefined;

/** One tesseract worker per process, made on first use (about 0.2 s) and kept: loading the model per image would double the time. */
function engine(): Promise<Worker> {
  if (!worker) {
    mkdirSync(CACHE_PATH, { recursive: true });
    worker = createWorker('eng', 1, { langPath: LANG_PATH, gzip: true, cachePath: CACHE_PATH })
      .then(async (made) => {
        // Sauvola's local threshold: white words on an app's coloured banner survive, where the
        // default global (Otsu) threshold loses them.
        await made.setParameters({ thresholding_method: '2' } as Parameters<Worker['setParameters']>[0]);
        return made;
      })
      .catch((err: unknown) => {
        worker = undefined;
        throw err;
      });
  }
  return worker;
}

/** OCR of one picture (PNG, JPEG...). Calls share the one worker, which reads one picture at a time. */
export async function recognise(image: Buffer): Promise<OcrResult> {
  const { data } = await (await engine()).recognize(image, {}, { text: true, blocks: true });
  const words = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => ({ text: w.text, confidence: w.confidence })))));
  return { text: data.text, words };
}

/** Ends the worker (the process is shutting down). */
export async function closeEngine(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (current) await (await current).terminate();
}
