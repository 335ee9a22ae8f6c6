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

/** The reading ran past its deadline: the engine was ended so the next picture does not wait for it. */
export class ReadingTimedOut extends Error {
  constructor() {
    super('the OCR reading ran past its deadline');
    this.name = 'ReadingTimedOut';
  }
}

/** The engine was closed (the process is stopping) during the reading: its job is run again by the next process. */
export class ReadingStopped extends Error {
  constructor() {
    super('the OCR engine was stopped during the reading');
    this.name = 'ReadingStopped';
  }
}

/** The readings under way, each with the way to end it when the engine goes away under it. */
const underWay = new Set<(err: Error) => void>();

/** Aborted by closeEngine(): a reading that began before it does not start a new engine for its next step. */
let stopping = new AbortController();
export const stopSignal = (): AbortSignal => stopping.signal;

/**
 * OCR of one picture (PNG, JPEG...), given up at `deadline` (epoch ms). Calls share the one worker,
 * which reads one picture at a time. tesseract.js cannot cancel a recognition and never settles one
 * whose worker is terminated, so a reading past its deadline ends the worker (its CPU is free at
 * once; the next call starts a new one) and rejects with ReadingTimedOut.
 */
export function recognise(image: Buffer, deadline: number, stopped: AbortSignal = stopSignal()): Promise<OcrResult> {
  if (stopped.aborted) return Promise.reject(new ReadingStopped());
  const current = engine();
  return new Promise<OcrResult>((resolve, reject) => {
    const end = (outcome: OcrResult | Error) => {
      if (!underWay.delete(fail)) return;
      clearTimeout(timer);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const fail = (err: Error) => end(err);
    underWay.add(fail);
    const timer = setTimeout(
      () => {
        if (worker === current) void stopEngine(new ReadingTimedOut());
        end(new ReadingTimedOut());
      },
      Math.max(0, deadline - Date.now()),
    );
    current
      .then((made) => made.recognize(image, {}, { text: true, blocks: true }))
      .then(
        ({ data }) => {
          const words = (data.blocks ?? []).flatMap((b) =>
            b.paragraphs.flatMap((p) =>
              p.lines.flatMap((l) => l.words.map((w) => ({ text: w.text, confidence: w.confidence }))),
            ),
          );
          end({ text: data.text, words });
        },
        (err: unknown) => end(err instanceof Error ? err : new Error(String(err))),
      );
  });
}

/** Ends the worker and every reading on it with `reason`. */
async function stopEngine(reason: Error): Promise<void> {
  const current = worker;
  worker = undefined;
  for (const fail of [...underWay]) fail(reason);
  if (current) await (await current.catch(() => undefined))?.terminate();
}

/**
 * Ends the worker (the process is stopping, or a test is done): a reading under way is aborted with
 * ReadingStopped at once instead of being waited for. A later reading starts a new worker.
 */
export function closeEngine(): Promise<void> {
  stopping.abort();
  stopping = new AbortController();
  return stopEngine(new ReadingStopped());
}
