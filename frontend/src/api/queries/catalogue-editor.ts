import { queryOptions } from '@tanstack/react-query';
import { getEntry, listEntries, previewCatalogue, previewPost } from '../catalogue-editor.ts';

/**
 * The catalogue as its editors read it (drafts, versions, previews): under the staff's root, one branch,
 * so a save, a publish or a restore reads all of it again (`invalidates: [catalogueEditor.all]`).
 */
const CATALOGUE = ['admin', 'catalogue'] as const;

export const catalogueEditor = {
  all: CATALOGUE,
  /** Every course and post, with its status and its Tamil gaps. */
  list: () =>
    queryOptions({
      queryKey: [...CATALOGUE, 'list'] as const,
      queryFn: async ({ signal }) => (await listEntries(signal)).entries,
    }),
  /** One entry: its draft and its published versions. */
  entry: (id: string) =>
    queryOptions({
      queryKey: [...CATALOGUE, 'entry', id] as const,
      queryFn: async ({ signal }) => (await getEntry(id, signal)).entry,
    }),
  /** The site as it will be once every draft is published. */
  preview: () =>
    queryOptions({
      queryKey: [...CATALOGUE, 'preview'] as const,
      queryFn: ({ signal }) => previewCatalogue(signal),
    }),
  previewPost: (slug: string) =>
    queryOptions({
      queryKey: [...CATALOGUE, 'preview', 'posts', slug] as const,
      queryFn: ({ signal }) => previewPost(slug, signal),
    }),
};
