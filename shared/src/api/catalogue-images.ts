import { z } from 'zod';

/**
 * A course card's uploaded image (docs/CATALOGUE.md): the original an editor sent, kept as it came, and
 * three sizes the workers make of it. The original is never served; the variants are, to anyone, for a
 * year (a file id names bytes that never change).
 */
export const cardImageVariants = ['phone.webp', 'desktop.webp', 'card.jpg'] as const;
export type CardImageVariant = (typeof cardImageVariants)[number];

/** Each variant's width (no upscaling: a narrower original keeps its width) and its format. */
export const cardImageVariantSpecs: Record<CardImageVariant, { width: number; format: 'webp' | 'jpeg' }> = {
  'phone.webp': { width: 480, format: 'webp' },
  'desktop.webp': { width: 960, format: 'webp' },
  'card.jpg': { width: 960, format: 'jpeg' },
};

/**
 * The most pixels a card image may claim (a 50-megapixel photo): more is a decompression bomb, refused
 * from the header before anything is decoded.
 */
export const MAX_CARD_IMAGE_PIXELS = 50_000_000;

export const isCardImageVariant = (value: string): value is CardImageVariant =>
  (cardImageVariants as readonly string[]).includes(value);

/**
 * GET /api/catalogue/images/:fileId/:variant. Loose on purpose: any id or variant that names no card
 * image is a 404 (the route says so), never a 400 that tells a malformed id from an unknown one.
 */
export const cardImageParams = z.object({ fileId: z.string().max(64), variant: z.string().max(32) });

/** POST /api/admin/catalogue/images (201): the original's id (a course's `image: { fileId }`) and the job to poll. */
export interface CardImageUploaded {
  fileId: string;
  jobId: string;
}

/** The addresses of an uploaded card image's variants, as PublicCourse's `image` gives them. */
export const cardImageUrls = (fileId: string) => ({
  phone: `/api/catalogue/images/${fileId}/phone.webp`,
  desktop: `/api/catalogue/images/${fileId}/desktop.webp`,
  jpeg: `/api/catalogue/images/${fileId}/card.jpg`,
});
