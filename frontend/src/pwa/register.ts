import { create } from 'zustand';
import { adoptKeptAnswers, forgetKeptAnswers } from './pending-answers.ts';
import { copiesOwnerIn, copiesToForget } from './copies.ts';

interface UpdateState {
  /** A new version is installed and waiting for the reload the intern chooses. */
  waiting: boolean;
  /** Activates the waiting version; the page reloads once it controls it. */
  reload: () => void;
}

export const useAppUpdate = create<UpdateState>(() => ({ waiting: false, reload: () => undefined }));

/**
 * Registers the service worker (only in a production build: the dev server and the tests have none).
 * A new version is announced through useAppUpdate, never activated on its own.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  const announce = () =>
    useAppUpdate.setState({
      waiting: true,
      reload: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  wb.addEventListener('waiting', announce);
  await wb.register().catch((err: unknown) => console.warn('service worker not registered', err));
}

async function keepCopiesOf(owner: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => []);
  await Promise.all(copiesToForget(names, owner).map((name) => caches.delete(name).catch(() => false)));
}

/**
 * Keeps on this device only what belongs to the session the page has now, as the readable `copies` cookie
 * names it (copies.ts): the service worker's copies and the test answers waiting to be sent. Without an
 * intern's session (signed out, the session expired or its cookies cleared, a staff member) nothing stays;
 * after another sign-in, nothing of the one before. The page asks this before and after each GET /api/me
 * (opening, signing in), so even a browser whose service worker cannot read cookies never shows a copy
 * that outlived its session.
 */
export async function keepOnlyTheSessionsData(): Promise<void> {
  const owner = typeof document === 'undefined' ? null : copiesOwnerIn(document.cookie);
  await Promise.all([keepCopiesOf(owner), adoptKeptAnswers(owner)]);
}

/** Forgets the saved pages, data and PDFs and the kept answers of anyone (at logout, and on any 401). */
export async function forgetSavedData(): Promise<void> {
  await Promise.all([keepCopiesOf(null), forgetKeptAnswers()]);
}
