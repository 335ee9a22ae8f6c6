import { create } from 'zustand';

/** The light/dark choice, remembered in localStorage 'dark-theme' ('true'/'false', specification section 3). */
const THEME_KEY = 'dark-theme';

/**
 * The route handle of the screens that wear the remembered theme: the intern area, where the toggle
 * is (routes.tsx). Public pages and admin panels stay light whatever was chosen there.
 */
export const THEMED = { theme: true } as const;

/** True when one of the matched routes (their `handle`s) is themed. */
export function isThemed(handles: readonly unknown[]): boolean {
  return handles.some((h) => (h as { theme?: unknown } | null | undefined)?.theme === true);
}

export function readStoredTheme(): boolean {
  try {
    return localStorage.getItem(THEME_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode): light
  }
}

/** Sets data-theme on <html>; the CSS custom properties of styles/app.css follow it. */
export function applyTheme(dark: boolean, doc: Document = document): void {
  doc.documentElement.dataset.theme = dark ? 'dark' : 'light';
  doc.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

interface ThemeState {
  dark: boolean;
  toggle: () => void;
  setDark: (dark: boolean) => void;
}

/** The choice itself; RootLayout applies it on the themed screens (and main.tsx before the first render, so a reload never flashes). */
export const useTheme = create<ThemeState>()((set, get) => ({
  dark: typeof localStorage !== 'undefined' ? readStoredTheme() : false,
  toggle: () => get().setDark(!get().dark),
  setDark: (dark) => {
    try {
      localStorage.setItem(THEME_KEY, String(dark));
    } catch {
      /* not remembered, still applied */
    }
    set({ dark });
  },
}));
