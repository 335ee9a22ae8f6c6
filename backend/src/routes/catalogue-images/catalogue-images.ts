import { MAX_CARD_IMAGE_BYTES } from 'shared/api/catalogue';
import { cardImageParams, isCardImageVariant, type CardImageUploaded } from 'shared/api/catalogue-images';
import { receiveCardImage } from '../../commands/receive-card-image.ts';
import { badRequest, notFound } from '../../errors.ts';
import { cardImageType } from '../../lib/card-image-type.ts';
import { sendPublicImage } from '../../lib/send-file.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { policy } from '../../middlewares/policy.ts';
import { multipartForm, receivedFile } from '../../middlewares/upload.ts';
import { validate } from '../../middlewares/validate.ts';
import { cardImageVariant } from '../../queries/card-images.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * Course card images (docs/CATALOGUE.md): an editor uploads one (JPEG, PNG or WebP under 5 MB, judged by
 * its bytes), the workers make its sizes, and anyone reads a size by the image's id, cached for a year.
 */
export function catalogueImagesRouter({ em }: RouterDeps) {
  const router = createRouter();

  // Under 5 MB: a larger file is the same 400 as a file that is not a picture, one message for both.
  const imageForm = multipartForm('image', {
    maxBytes: MAX_CARD_IMAGE_BYTES - 1,
    refuseTooLarge: () => badRequest('catalogueImageInvalid'),
  });
  router.post('/api/admin/catalogue/images', policy('catalogue.edit'), imageForm, async (ctx) => {
    const file = receivedFile(ctx);
    if (!file) throw badRequest('catalogueImageInvalid');
    const contentType = await cardImageType(file.buffer);
    const { fileId, jobId } = await receiveCardImage(em(), {
      data: file.buffer,
      contentType,
      adminId: currentUser(ctx).id,
    });
    ctx.status = 201;
    ctx.body = { fileId, jobId } satisfies CardImageUploaded;
  });

  const image = validate({ params: cardImageParams });
  router.get('/api/catalogue/images/:fileId/:variant', policy('public'), image, async (ctx) => {
    const { fileId, variant } = image.of(ctx).params;
    const file = isCardImageVariant(variant) ? await cardImageVariant(em(), fileId, variant) : undefined;
    if (!file) throw notFound();
    sendPublicImage(ctx, file);
  });

  return router;
}
