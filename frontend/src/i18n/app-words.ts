import { msg } from '@lingui/core/macro';

/**
 * How the site names itself outside its pages, in the reader's language: the page's <title> where a
 * screen has none of its own (the home page), its description (`<meta name="description">`) and the
 * installed app's description. Explicit ids: the build reads the manifest's words from the
 * catalogues by them (pwa.config.ts), where no macro runs. index.html carries the English.
 */
export const appWords = {
  title: msg({ id: 'app.title', message: '{company}: courses and certified internships' }),
  description: msg({
    id: 'app.description',
    message:
      'Certified online internships and courses from Tamil Nadu: enrol for ₹{fee}, learn online, get your offer letter and certificate.',
  }),
  manifestDescription: msg({
    id: 'app.manifestDescription',
    message: 'Certified online internships and courses from Tamil Nadu.',
  }),
};
