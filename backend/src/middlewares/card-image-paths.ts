/**
 * A course card image's sizes (GET /api/catalogue/images/:fileId/:variant): the same for everyone and
 * kept by any cache for a year, so no cookie is read or written on them (offline-copies.ts leaves them
 * alone): an answer a shared cache keeps must carry nobody's cookie.
 */
export const isCardImagePath = (path: string) => path.startsWith('/api/catalogue/images/');
