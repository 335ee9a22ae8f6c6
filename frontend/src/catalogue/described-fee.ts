import type { PublicCatalogue } from 'shared/api/catalogue';
import { shownPrice } from './courses.ts';

/** The fee last read from the page's catalogue: the inlined copy stays in the page for its whole life. */
let lastRead: number | undefined;

/**
 * The registration fee the site's description names ('enrol for ₹499'): the published catalogue's, as the
 * server inlined it in the page (`<script id="catalogue">`, there from the start), the lowest a course can be
 * registered for, as the pages say it (`shownPrice`). Undefined only before any page's catalogue was read (the
 * dev server's page has none): the description the server wrote then stays.
 */
export function describedFee(doc: Document = document): number | undefined {
  const text = doc.getElementById('catalogue')?.textContent?.trim();
  if (text) {
    try {
      const catalogue = JSON.parse(text) as Partial<PublicCatalogue> | null;
      if (catalogue && Array.isArray(catalogue.courses)) lastRead = shownPrice(catalogue as PublicCatalogue)?.now;
    } catch {
      // Not the server's JSON: the fee read before stands.
    }
  }
  return lastRead;
}
