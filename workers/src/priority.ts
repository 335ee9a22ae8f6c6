import { getPriority, setPriority } from 'node:os';
import { log } from 'backend/log';

/**
 * Lowers this process's scheduling priority to WORKER_NICE before it starts any job. On Linux a nice
 * value belongs to a thread and a new thread inherits its creator's: set here, on the main thread before
 * the OCR engine's threads exist, it covers the readings too. A process started lower already (a
 * systemd `Nice=`, `nice npm start`) stays as it is.
 */
export function yieldToTheApi(nice: number): void {
  if (nice === 0 || getPriority() >= nice) return;
  try {
    setPriority(nice);
  } catch (err) {
    log.warn({ err, nice }, 'workers: could not lower the scheduling priority');
  }
}
