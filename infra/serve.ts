import { fileURLToPath } from 'node:url';
import { supervise } from './supervisor.ts';

/**
 * What `npm start` ends with (infra/start.sh): the API (which serves the site) and the workers, each
 * a node process of its own run directly (no npm or shell in between, so a signal reaches node), with
 * prefixed log lines. One that dies is started again after 3 s while the other keeps running;
 * SIGTERM, SIGINT or SIGHUP stops both for good (infra/supervisor.ts, docs/OPERATIONS.md).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const node = (script: string) => ({ command: process.execPath, args: ['--import', 'tsx', script], cwd: root });

supervise(
  [
    { name: 'api', color: 'blue', ...node('backend/src/main.ts') },
    { name: 'workers', color: 'magenta', ...node('workers/src/main.ts') },
  ],
  // The workers finish their active jobs on SIGTERM and exit by themselves within 60 s
  // (workers/src/main.ts): the supervisor kills only what is still there after that.
  { restartDelayMs: 3000, stopTimeoutMs: 65_000 },
);
