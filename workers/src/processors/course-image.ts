import sharp from 'sharp';
import { storeCardImageVariants, type MadeVariant } from 'backend/commands/store-card-image-variants';
import { cardImageOriginal, cardImageVariantsMade } from 'backend/queries/card-images';
import {
  cardImageUrls,
  cardImageVariants,
  cardImageVariantSpecs,
  MAX_CARD_IMAGE_PIXELS,
  type CardImageVariant,
} from 'shared/api/catalogue-images';
import { PermanentError, type JobContext, type Processor } from '../runtime/processor.ts';

/** A pixel flood is refused before decoding; a file cut short fails rather than showing half a picture. */
const sharpOptions = { limitInputPixels: MAX_CARD_IMAGE_PIXELS, failOn: 'truncated' as const };

const contentTypes = { webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * One size of a card image: turned upright by its EXIF orientation, `width` wide at most (a narrower
 * picture keeps its own width: never upscaled), every piece of metadata left out (sharp writes none
 * unless asked: no EXIF, no GPS, no camera), as WebP or as a JPEG on white (JPEG has no transparency).
 */
export async function makeVariant(input: Buffer, variant: CardImageVariant): Promise<MadeVariant> {
  const { width, format } = cardImageVariantSpecs[variant];
  let image = sharp(input, sharpOptions).autoOrient().resize({ width, withoutEnlargement: true });
  image =
    format === 'webp'
      ? image.webp({ quality: 80 })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  try {
    return { variant, contentType: contentTypes[format], data: await image.toBuffer() };
  } catch {
    // The API read only the header: a body libvips cannot decode is no picture, and never will be.
    throw PermanentError.of('catalogueImageInvalid');
  }
}

/**
 * The course-image job: the sizes of an uploaded card image (shared/api/catalogue-images.ts), each a
 * file the GET route serves. Idempotent: sizes made by an earlier run are not made again, and the
 * command keeps one of each however the runs interleave.
 */
async function run(ctx: JobContext) {
  const fileId = ctx.data.payload.fileId;
  if (typeof fileId !== 'string') throw PermanentError.of('catalogueImageInvalid');
  const made = new Set(await cardImageVariantsMade(ctx.em, fileId));
  const missing = cardImageVariants.filter((variant) => !made.has(variant));
  if (missing.length > 0) {
    const original = await cardImageOriginal(ctx.em, fileId);
    if (!original) throw PermanentError.of('catalogueImageInvalid');
    await ctx.progress(10);
    const variants: MadeVariant[] = [];
    for (const variant of missing) variants.push(await makeVariant(original, variant));
    await ctx.progress(80);
    await storeCardImageVariants(ctx.em, { fileId, variants });
  }
  // What the editor's screen shows once the job is done: the sizes' addresses, as a course card gives them.
  return { fileId, urls: cardImageUrls(fileId) };
}

export const courseImage: Processor = { handler: 'course-image', run };
