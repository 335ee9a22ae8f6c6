import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import babel from '@lingui/cli/api/extractors/babel';
import { sharedMessagesExtractor } from './infra/lingui/shared-messages-extractor.ts';

/**
 * The message catalogues (gettext PO, ICU messages) a translator works in: one set for the site,
 * one for what the workers write (mails, documents). English is the source and keeps the
 * specification's exact wording; Tamil must have every message, or the build fails.
 *
 * `npm run i18n:extract` updates both sets from the source; docs/I18N.md says how to translate.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ta'],
  // No silent English inside a Tamil page: a missing Tamil message fails the build instead.
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/frontend/src/locales/{locale}',
      // The site's own texts, and the messages the API answers with (translated by their code).
      include: ['<rootDir>/frontend/src', '<rootDir>/shared/src/messages.ts'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/workers/src/locales/{locale}',
      // With the README the API writes into a personal-data export (backend/src/lib/server-words.ts reads these files too).
      include: [
        '<rootDir>/workers/src/mail',
        '<rootDir>/workers/src/documents',
        '<rootDir>/backend/src/lib/personal-data-zip.ts',
      ],
      exclude: ['**/*.test.*'],
    },
  ],
  extractors: [sharedMessagesExtractor, babel],
});
