import { useEffect } from 'react';

/**
 * The specification's context-menu and devtools-key blocking, only when the site setting
 * BLOCK_DEVTOOLS is on. It deters nothing serious (the server is the security boundary); it exists
 * because the product owner asked for it.
 */
export function useBlockContextMenu(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const block = (e: MouseEvent) => e.preventDefault();
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, [enabled]);
}

function isDevtoolsKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'metaKey'>): boolean {
  const key = e.key.toUpperCase();
  const ctrl = e.ctrlKey || e.metaKey;
  return key === 'F12' || (ctrl && e.shiftKey && (key === 'I' || key === 'J')) || (ctrl && !e.shiftKey && key === 'U');
}

export function useBlockDevtoolsKeys(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const block = (e: KeyboardEvent) => {
      if (isDevtoolsKey(e)) e.preventDefault();
    };
    document.addEventListener('keydown', block);
    return () => document.removeEventListener('keydown', block);
  }, [enabled]);
}
