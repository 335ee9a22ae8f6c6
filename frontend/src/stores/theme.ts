import { create } from 'zustand';

/** The light/dark choice, remembered in localStorage 'dark-theme' ('true'/'false', specification section 3). */
export const THEME_KEY = 'dark-theme';

function readStored(): boolean {
  try {
    return localStorage.getItem(THEME_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode): light
  }
}

/** Sets data-theme on <html>; the CSS custom properties of styles/app.css follow it app-wide. */
export function applyTheme(dark: boolean, doc: Document = document): void {
  doc.documentElement.dataset.theme = dark ? 'dark' : 'light';
  doc.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Called once before the first render, so a reload never flashes the other theme. */
export function applyStoredTheme(): void {
  if (typeof document !== 'undefined') applyTheme(readStored());
}

interface ThemeState {
  dark: boolean;
  toggle: () => void;
  setDark: (dark: boolean) => void;
}

export const useTheme = create<ThemeState>()((set, get) => ({
  dark: typeof localStorage !== 'undefined' ? readStored() : false,
  toggle: () => get().setDark(!get().dark),
  setDark: (dark) => {
    try {
      localStorage.setItem(THEME_KEY, String(dark));
    } catch {
      /* not remembered, still applied */
    }
    applyTheme(dark);
    set({ dark });
  },
}));
