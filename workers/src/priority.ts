import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { log } from 'backend/log';

/** The ids of this process's threads (Linux: /proc/self/task); just the process elsewhere. */
function threadIds(): number[] {
  try {
    return readdirSync('/proc/self/task').map(Number);
  } catch {
    return [process.pid];
  }
}

/**
 * Lowers this process's scheduling priority to WORKER_NICE before it starts any job. On Linux a nice
 * value belongs to a thread, and a new thread inherits its creator's: by the time this runs, Node has
 * already started the libuv thread pool (where sharp compresses) and V8's helper threads, so every
 * existing thread is lowered, not only the main one; the threads made later (the OCR engine's, libvips')
 * inherit it. A process started lower already (a systemd `Nice=`, `nice npm start`) stays as it is.
 */
export function yieldToTheApi(nice: number): void {
  if (nice === 0 || getPriority() >= nice) return;
  for (const tid of threadIds()) {
    try {
      if (getPriority(tid) < nice) setPriority(tid, nice);
    } catch (err) {
      // A thread that ended meanwhile is gone; anything else is worth a warning.
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH')
        log.warn({ err, nice, tid }, 'workers: could not lower the scheduling priority');
    }
  }
}
