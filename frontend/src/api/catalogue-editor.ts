/** The catalogue editor's calls (docs/API.md, /api/admin/catalogue), typed by the contract shared/src/api/catalogue.ts. */
import type {
  CatalogueEntry,
  CatalogueEntrySummary,
  CatalogueKind,
  CourseContent,
  PostContent,
  PublicCatalogue,
  PublicPost,
} from 'shared/api/catalogue';
import type { CardImageUploaded } from 'shared/api/catalogue-images';
import type { MessageAnswer } from 'shared/api/envelope';
import { api, upload, type UploadOptions } from './client.ts';

export type { CatalogueEntry, CatalogueEntrySummary, CatalogueKind } from 'shared/api/catalogue';

const enc = encodeURIComponent;
const BASE = '/api/admin/catalogue';

/** What a draft holds: a course's content or a post's, by the entry's kind. */
export type EntryContent = CourseContent | PostContent;

/** A save or a publish: the entry as it now is, and the shared message that says so. */
export interface EntryChanged extends MessageAnswer {
  entry: CatalogueEntry;
}

export const listEntries = (signal?: AbortSignal) => api.get<{ entries: CatalogueEntrySummary[] }>(BASE, { signal });
export const getEntry = (id: string, signal?: AbortSignal) =>
  api.get<{ entry: CatalogueEntry }>(`${BASE}/${enc(id)}`, { signal });
export const createEntry = (kind: CatalogueKind, content: EntryContent) =>
  api.post<{ entry: CatalogueEntry }>(BASE, { kind, content });
/** The kind goes with the content (the server checks it by the kind's schema; an entry's kind never changes). */
export const saveDraft = (id: string, kind: CatalogueKind, content: EntryContent) =>
  api.put<EntryChanged>(`${BASE}/${enc(id)}/draft`, { kind, content });
export const publishEntry = (id: string) => api.post<EntryChanged>(`${BASE}/${enc(id)}/publish`);
/** Publishes an earlier version again: the draft becomes it, published as a new version. */
export const restoreVersion = (id: string, version: number) =>
  api.post<{ entry: CatalogueEntry }>(`${BASE}/${enc(id)}/restore`, { version });
/** What visitors will see once every draft is published. */
export const previewCatalogue = (signal?: AbortSignal) => api.get<PublicCatalogue>(`${BASE}/preview`, { signal });
export const previewPost = (slug: string, signal?: AbortSignal) =>
  api.get<PublicPost>(`${BASE}/preview/posts/${enc(slug)}`, { signal });
export const uploadCardImage = (file: File, opts: Omit<UploadOptions, 'field'>) =>
  upload<CardImageUploaded>(`${BASE}/images`, file, { ...opts, field: 'image' });

/** Where an uploaded card image's sizes are served (a long cache: a new image is a new file id). */
export const cardImageUrl = (fileId: string, variant: 'phone.webp' | 'desktop.webp' | 'card.jpg') =>
  `/api/catalogue/images/${enc(fileId)}/${variant}`;
