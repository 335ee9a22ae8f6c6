import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { Toaster } from '../components/Toaster.tsx';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { useBlockContextMenu } from '../hooks/useBlockDevtools.ts';
import { KEEP_ALIVE_MS, useServerStore } from '../stores/server.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import { applyTheme, isThemed, useTheme } from '../stores/theme.ts';

/**
 * What every screen shares: the toasts, the keep-alive (GET /api/health at start and every
 * 10 minutes), the site configuration, the optional context-menu block, and the theme: the
 * remembered one on the intern screens (their routes carry the THEMED handle), light elsewhere.
 */
export function RootLayout() {
  const warmUp = useServerStore((s) => s.warmUp);
  const loadConfig = useSiteConfig((s) => s.load);
  const blockDevtools = useSiteConfig((s) => s.config.blockDevtools);
  useBlockContextMenu(blockDevtools);
  const themed = isThemed(useMatches().map((m) => m.handle));
  const dark = useTheme((s) => s.dark);
  useLayoutEffect(() => applyTheme(themed && dark), [themed, dark]);

  useEffect(() => {
    void loadConfig();
    void warmUp();
    const timer = setInterval(() => void warmUp(), KEEP_ALIVE_MS);
    return () => clearInterval(timer);
  }, [warmUp, loadConfig]);

  return (
    <>
      <Outlet />
      <Toaster />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
