import { create } from 'zustand';
import type { SiteConfig } from '../api/types.ts';
import { siteConfig as fetchSiteConfig } from '../api/endpoints.ts';

/** Shown only until the real values arrive (never in production: the server inlines them). */
const placeholder: SiteConfig = {
  companyName: 'Tamil Nadu Tech Academy',
  upiId: '',
  upiName: '',
  email: '',
  phone: '',
  address: 'Tiruchirappalli (Trichy), Tamil Nadu, India',
  certificatePrefix: '',
  blockDevtools: false,
  grievance: { name: 'Grievance Officer', email: '', phone: '' },
  screenshotRetentionDays: 90,
};

/** The public settings the server inlines in index.html (`<script id="site-config">`). */
function readInlinedConfig(doc: Document = document): SiteConfig | undefined {
  const text = doc.getElementById('site-config')?.textContent?.trim();
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<SiteConfig>;
    if (!parsed || typeof parsed !== 'object' || !parsed.upiId) return undefined;
    return { ...placeholder, ...parsed };
  } catch {
    return undefined;
  }
}

interface SiteConfigState {
  config: SiteConfig;
  loaded: boolean;
  /** Reads the inlined config, or asks GET /api/site-config (the Vite dev server inlines nothing). */
  load: () => Promise<void>;
  /** Tests set their own values. */
  set: (config: Partial<SiteConfig>) => void;
}

const inlined = typeof document !== 'undefined' ? readInlinedConfig() : undefined;

export const useSiteConfig = create<SiteConfigState>()((set, get) => ({
  config: inlined ?? placeholder,
  loaded: inlined !== undefined,
  load: async () => {
    if (get().loaded) return;
    try {
      const config = await fetchSiteConfig();
      set({ config: { ...placeholder, ...config }, loaded: true });
    } catch (err) {
      console.warn('site config unavailable', err);
    }
  },
  set: (config) => set((s) => ({ config: { ...s.config, ...config }, loaded: true })),
}));
