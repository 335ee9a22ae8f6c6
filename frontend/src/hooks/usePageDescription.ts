import { useEffect } from 'react';
import { describeSiteOnly } from '../i18n/catalogues.ts';

/**
 * A page's own description (`<meta name="description">`: what search engines and shared links show), such as a
 * blog post's summary; the site's own comes back when the page closes.
 */
export function usePageDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    return () => describeSiteOnly();
  }, [description]);
}
