import sharp from 'sharp';
import { MAX_CARD_IMAGE_PIXELS } from 'shared/api/catalogue-images';
import { CARD_IMAGE_TYPES } from 'shared/api/catalogue';
import { badRequest } from '../errors.ts';

type CardImageType = (typeof CARD_IMAGE_TYPES)[number];

const typeOfFormat: Record<string, CardImageType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * The type of a card image as its bytes say it (sharp reads the header; the file's name and the type the
 * browser declared count for nothing): JPEG, PNG or WebP, with a size in pixels and not a pixel flood.
 * Anything else is the one refusal an editor sees, 400 catalogueImageInvalid. Only the header is read
 * here; a file whose body is broken fails its job (workers/src/processors/course-image.ts).
 */
export async function cardImageType(data: Buffer): Promise<CardImageType> {
  // sharp throws at once for an empty buffer, and rejects for bytes it cannot read: both are no picture.
  const meta = await Promise.resolve()
    .then(() => sharp(data, { limitInputPixels: false }).metadata())
    .catch(() => undefined);
  const type = meta?.format ? typeOfFormat[meta.format] : undefined;
  const pixels = (meta?.width ?? 0) * (meta?.height ?? 0);
  if (!type || !CARD_IMAGE_TYPES.includes(type) || pixels === 0 || pixels > MAX_CARD_IMAGE_PIXELS)
    throw badRequest('catalogueImageInvalid');
  return type;
}
