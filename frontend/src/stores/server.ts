import { t } from '@lingui/core/macro';
import { create } from 'zustand';
import { health } from '../api/endpoints.ts';
import { errorMessage } from '../lib/error-message.ts';

/** The specification's keep-alive interval (section 9). */
export const KEEP_ALIVE_MS = 600_000;

type ServerStatus = 'unknown' | 'ready';

interface ServerState {
  status: ServerStatus;
  /** The last warm-up failed (the screen still treats the server as ready, as the specification says). */
  lastError: string | undefined;
  /**
   * GET /api/health. Resolves true when the server answered 2xx. Any answer or failure marks the
   * server 'ready' (a failure must not hide the form forever). Concurrent calls share one request.
   */
  warmUp: () => Promise<boolean>;
}

let inFlight: Promise<boolean> | undefined;

export const useServerStore = create<ServerState>()((set) => ({
  status: 'unknown',
  lastError: undefined,
  warmUp: () =>
    (inFlight ??= health()
      .then(() => {
        set({ status: 'ready', lastError: undefined });
        return true;
      })
      .catch((err: unknown) => {
        const unreachable = t`We could not reach the server. Please check your internet connection.`;
        const message = errorMessage(err, {
          server: () =>
            t`The server is having trouble right now. You can fill in the form; if sending fails, please try again in a few minutes.`,
          network: unreachable,
          other: unreachable,
        });
        console.warn('warm-up failed', err);
        set({ status: 'ready', lastError: message });
        return false;
      })
      .finally(() => {
        inFlight = undefined;
      })),
}));
