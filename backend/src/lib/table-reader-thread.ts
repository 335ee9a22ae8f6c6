import { parentPort } from 'node:worker_threads';
import { readRows } from './table-reader.ts';

// The worker thread of readTable (tabular-file.ts): reads each file it is sent, one at a time, and posts the outcome.
parentPort!.on('message', async (data: Uint8Array) => {
  parentPort!.postMessage(await readRows(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
});
