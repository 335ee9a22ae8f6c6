import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { appWords } from '../i18n/app-words.ts';
import { useSiteConfig } from '../stores/site-config.ts';

/**
 * Sets <title> to 'Page · Company' (screen readers announce it on navigation); with no page title (the
 * home page), the site's own title in the page's language.
 */
export function useDocumentTitle(title: string) {
  const company = useSiteConfig((s) => s.config.companyName);
  const { i18n } = useLingui();
  const siteTitle = i18n._({ ...appWords.title, values: { company } });
  useEffect(() => {
    document.title = title ? `${title} · ${company}` : siteTitle;
  }, [title, company, siteTitle]);
}
