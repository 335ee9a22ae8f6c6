import { create } from 'zustand';
import { logout as apiLogout, me } from '../api/endpoints.ts';
import type { SessionUser } from '../api/types.ts';
import { refusalStatus } from '../lib/error-message.ts';

/**
 * Who is logged in, as the server says (GET /api/me). Never persisted in the browser: the session is
 * an HttpOnly cookie, and guarded screens ask the server.
 */
interface SessionState {
  user: SessionUser | null;
  /** 'unknown' until the first GET /api/me answers. */
  status: 'unknown' | 'loading' | 'known';
  setUser: (user: SessionUser | null) => void;
  /** Asks the server; resolves to the user or null (401). Network errors reject. */
  refresh: () => Promise<SessionUser | null>;
  logout: () => Promise<void>;
}

export const useSession = create<SessionState>()((set) => ({
  user: null,
  status: 'unknown',
  setUser: (user) => set({ user, status: 'known' }),
  refresh: async () => {
    set((s) => ({ status: s.status === 'known' ? 'known' : 'loading' }));
    try {
      const { user } = await me();
      set({ user, status: 'known' });
      return user;
    } catch (err) {
      if (refusalStatus(err) === 401) {
        set({ user: null, status: 'known' });
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
      set({ user: null, status: 'known' });
    }
  },
}));
