import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../components/Toaster.tsx';
import { useBlockContextMenu } from '../hooks/useBlockDevtools.ts';
import { KEEP_ALIVE_MS, useServerStore } from '../stores/server.ts';
import { useSiteConfig } from '../stores/site-config.ts';

/**
 * What every screen shares: the toasts, the keep-alive (GET /api/health at start and every
 * 10 minutes), the site configuration, and the optional context-menu block.
 */
export function RootLayout() {
  const warmUp = useServerStore((s) => s.warmUp);
  const loadConfig = useSiteConfig((s) => s.load);
  const blockDevtools = useSiteConfig((s) => s.config.blockDevtools);
  useBlockContextMenu(blockDevtools);

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
      <ScrollRestoration />
    </>
  );
}
