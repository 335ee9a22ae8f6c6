import { useEffect } from 'react';
import { useSiteConfig } from '../stores/site-config.ts';

/** Sets <title> to 'Page · Company' (screen readers announce it on navigation). */
export function useDocumentTitle(title: string) {
  const company = useSiteConfig((s) => s.config.companyName);
  useEffect(() => {
    document.title = title ? `${title} · ${company}` : company;
  }, [title, company]);
}
