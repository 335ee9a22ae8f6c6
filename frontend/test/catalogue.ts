import type { PublicCatalogue } from 'shared/api/catalogue';
import { catalogueFixture } from './catalogue-fixture.ts';

export { catalogueFixture };

/**
 * The published catalogue, inlined in the page as the server does (`<script id="catalogue">`): a test that wants
 * another one (or none: null, as the dev server serves the page) changes it before it renders.
 */
export function inlineCatalogue(catalogue: PublicCatalogue | null = catalogueFixture) {
  let script = document.getElementById('catalogue');
  if (!script) {
    script = document.createElement('script');
    script.id = 'catalogue';
    script.setAttribute('type', 'application/json');
    document.head.append(script);
  }
  script.textContent = catalogue ? JSON.stringify(catalogue) : '';
}
