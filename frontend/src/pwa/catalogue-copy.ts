/**
 * The published catalogue's copy on the phone (sw.ts): public (the same for every visitor, no session's), so it is
 * kept apart from an intern's copies (copies.ts) and outlives any sign-out. Pure, so pwa.config.test.ts holds it.
 *
 * - GET /api/catalogue and a post's GET /api/catalogue/posts/:slug: network first, so every online visit shows what
 *   was published last; offline, the copy of the last answer.
 * - The card pictures (GET /api/catalogue/images/:fileId/:variant, never changed under one address): from the copy
 *   when there is one.
 */
export type CatalogueCopyKind = 'catalogue' | 'catalogue-images';

export const CATALOGUE_CACHE: Record<CatalogueCopyKind, string> = {
  catalogue: 'catalogue',
  'catalogue-images': 'catalogue-images',
};
export const CATALOGUE_MAX_ENTRIES: Record<CatalogueCopyKind, number> = { catalogue: 40, 'catalogue-images': 60 };

/** Which catalogue copy a request may go to, if any (the picture sizes of shared/api/catalogue-images.ts). */
export function catalogueCopyOf(
  request: { method: string; mode: string },
  url: URL,
  origin: string,
): CatalogueCopyKind | undefined {
  if (request.method !== 'GET' || request.mode === 'navigate' || url.origin !== origin) return undefined;
  if (/^\/api\/catalogue\/images\/[\w-]+\/(phone\.webp|desktop\.webp|card\.jpg)$/.test(url.pathname))
    return 'catalogue-images';
  if (/^\/api\/catalogue(\/posts\/[a-z0-9-]+)?$/.test(url.pathname)) return 'catalogue';
  return undefined;
}
