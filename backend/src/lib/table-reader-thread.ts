import { parentPort } from 'node:worker_threads';
import { readRows } from './table-reader.ts';

// The worker thread of readTable (tabular-file.ts): reads each file it is sent, one at a time, and posts
// the outcome as JSON: one string is handed over at once, where 50,000 rows of cells would be rebuilt one
// by one on the API's event loop.
parentPort!.on('message', async (data: Uint8Array) => {
  parentPort!.postMessage(JSON.stringify(await readRows(Buffer.from(data.buffer, data.byteOffset, data.byteLength))));
});
