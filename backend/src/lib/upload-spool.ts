import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage } from 'node:http';
import type multer from '@koa/multer';

/**
 * A file multipart form streamed into the spool: its bytes are on disk at `path`, never in memory;
 * `sha256` and `size` were taken from the stream as it was written. `id` names the file and becomes the
 * upload's id.
 */
export interface SpooledFile {
  id: string;
  path: string;
  size: number;
  sha256: string;
  originalname: string;
}

/** Removes a spool file; one that is gone already is no error. */
export const removeSpooled = (path: string) => rm(path, { force: true });

interface Writing {
  stream: Readable;
  path: string;
  /** Settles when the file is written or its writing has failed (and removed what it wrote). */
  settled: Promise<unknown>;
}

/** The spool files each request's form is writing or has written, for discardSpooled(). */
const writings = new WeakMap<IncomingMessage, Writing[]>();

/**
 * Removes every spool file the request's form wrote or is writing: after a refused or broken form
 * (multer answers its error as soon as it has counted the file done, which can be before the write
 * stream has closed) and after any later failure of the request. A write still going is stopped first.
 */
export async function discardSpooled(req: IncomingMessage): Promise<void> {
  const list = writings.get(req) ?? [];
  writings.delete(req);
  for (const w of list) {
    w.stream.destroy();
    await w.settled;
    await removeSpooled(w.path);
  }
}

/**
 * A multer storage engine that writes each file to `<dir>/<random uuid>` while hashing it (SHA-256) and
 * counting its bytes. A stream that fails (the client went away mid-upload) removes what was written
 * before it answers; a file multer refuses afterwards (too large, a second file) is removed by `_removeFile`.
 */
export function spoolStorage(dir: string): multer.StorageEngine {
  const root = resolve(dir);
  let ready: Promise<unknown> | undefined;
  return {
    _handleFile(req, file, cb) {
      const id = randomUUID();
      const stream = (file as unknown as { stream: Readable }).stream;
      const path = join(root, id);
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _enc, next) {
          hash.update(chunk);
          size += chunk.length;
          next(null, chunk);
        },
      });
      ready ??= mkdir(root, { recursive: true, mode: 0o700 });
      const settled = ready
        .then(() => pipeline(stream, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 })))
        .then(
          () => cb(null, { id, path, size, sha256: hash.digest('hex') } as unknown as multer.File),
          async (err: unknown) => {
            await removeSpooled(path).catch(() => undefined);
            cb(err as Error);
          },
        );
      writings.set(req, [...(writings.get(req) ?? []), { stream, path, settled }]);
    },
    _removeFile(_req, file, cb) {
      removeSpooled(file.path).then(() => cb(null as unknown as Error), cb);
    },
  };
}

/**
 * Spool files older than `olderThanMs` whose upload no longer waits for them (`waiting`: the ids whose
 * bytes are still only on disk): a request the API did not finish (it stopped mid-upload), a file whose
 * move the worker did not get to clean up, an upload purged or erased before it was moved. Returns how
 * many were removed. A directory that does not exist holds nothing.
 */
export async function sweepSpool(
  dir: string,
  olderThanMs: number,
  waiting: (ids: string[]) => Promise<Set<string>>,
  now = Date.now(),
): Promise<number> {
  const names = await readdir(resolve(dir)).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(join(resolve(dir), name)).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs > olderThanMs) old.push(name);
  }
  const keep = old.length ? await waiting(old.filter((n) => /^[0-9a-f-]{36}$/.test(n))) : new Set<string>();
  let removed = 0;
  for (const name of old) {
    if (keep.has(name)) continue;
    await removeSpooled(join(resolve(dir), name));
    removed += 1;
  }
  return removed;
}
