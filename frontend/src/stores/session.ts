import { create } from 'zustand';
import { onUnauthorized } from '../api/client.ts';
import { logout as apiLogout, me } from '../api/endpoints.ts';
import type { SessionUser } from '../api/types.ts';
import type { Ability } from 'shared/api/abilities';
import { refusalStatus } from '../lib/error-message.ts';
import { forgetSavedData, keepOnlyTheSessionsData } from '../pwa/register.ts';
import { useLocale } from './locale.ts';

/**
 * When the session becomes known for an intern (the page's first GET /api/me, a login), the site
 * shows the language kept on their account if the device shows another: an intern who chose Tamil
 * on their phone reads Tamil on the college's computer too; unless they chose a language on this
 * device before signing in, which wins and is saved to the account (stores/locale.ts `meetAccount`).
 * Only a newly known intern: a later refresh of the same session never undoes a choice made since.
 */
function followAccountLanguage(before: SessionUser | null, after: SessionUser | null) {
  if (after?.role !== 'student' || (before?.role === 'student' && before.id === after.id)) return;
  useLocale
    .getState()
    .meetAccount(after.language)
    .catch((err: unknown) => console.warn("could not settle the account's language", err));
}

const warnKept = (err: unknown) => console.warn('could not tidy what this device keeps', err);

/**
 * What this device keeps for offline use is the session's own (pwa/register.ts): settled before and after
 * every GET /api/me and at every sign-in; all of it forgotten at logout and at any 401 of the API.
 */
const settleKept = () => keepOnlyTheSessionsData().catch(warnKept);
onUnauthorized(() => void forgetSavedData().catch(warnKept));

/**
 * Who is logged in, as the server says (GET /api/me). Never persisted in the browser: the session is
 * an HttpOnly cookie, and guarded screens ask the server.
 */
interface SessionState {
  user: SessionUser | null;
  /** What the user may do, as GET /api/me said (read through hooks/useAbilities.ts); none until it answers. */
  abilities: Ability[];
  /** 'unknown' until the first GET /api/me answers. */
  status: 'unknown' | 'loading' | 'known';
  setUser: (user: SessionUser | null) => void;
  /** Asks the server; resolves to the user or null (401). Network errors reject. */
  refresh: () => Promise<SessionUser | null>;
  logout: () => Promise<void>;
}

export const useSession = create<SessionState>()((set, get) => ({
  user: null,
  abilities: [],
  status: 'unknown',
  setUser: (user) => {
    const before = get().user;
    // The same account keeps what GET /api/me said it may do; another has its own to ask for.
    const same = before !== null && user !== null && before.role === user.role && before.id === user.id;
    set({ user, abilities: same ? get().abilities : [], status: 'known' });
    followAccountLanguage(before, user);
    void settleKept();
  },
  refresh: async () => {
    set((s) => ({ status: s.status === 'known' ? 'known' : 'loading' }));
    try {
      await settleKept();
      const { user, abilities } = await me();
      await settleKept();
      const before = get().user;
      // An answer kept on the device before abilities were sent has none: the next one brings them.
      set({ user, abilities: abilities ?? [], status: 'known' });
      followAccountLanguage(before, user);
      return user;
    } catch (err) {
      if (refusalStatus(err) === 401) {
        set({ user: null, abilities: [], status: 'known' });
        return null;
      }
      set((s) => ({ status: s.status === 'loading' ? 'unknown' : s.status }));
      throw err;
    }
  },
  logout: async () => {
    try {
      await apiLogout();
    } finally {
      set({ user: null, abilities: [], status: 'known' });
      await forgetSavedData().catch(warnKept);
    }
  },
}));
