import { create } from 'zustand';

/** Caches holding one intern's data (pwa.config.ts): emptied at logout, so a shared phone keeps none. */
const PERSONAL_CACHES = ['pages', 'intern-data', 'intern-documents'];

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

/** Forgets the intern's saved pages, data and PDFs (at logout). */
export async function forgetSavedData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
