import type { CatalogueKind } from '../../../api/catalogue-editor.ts';

/** The editor's address of an entry not made yet: /admin/catalogue/new (a course) or ?kind=post. */
export const NEW_ENTRY = 'new';
export const newEntryPath = (kind: CatalogueKind) =>
  `/admin/catalogue/${NEW_ENTRY}${kind === 'post' ? '?kind=post' : ''}`;
