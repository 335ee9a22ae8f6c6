import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardImageVariant } from 'shared/api/catalogue-images';
import { sql } from '../db/sql.ts';
import { storeFile } from '../db/store-file.ts';

export interface MadeVariant {
  variant: CardImageVariant;
  contentType: string;
  data: Buffer;
}

/**
 * Keeps the sizes the course-image job made of a card image: each a `files` row (purpose
 * 'card-image-variant', derived from the original) named in card_image_variants. A variant the image
 * has already is left as it is, so a job that runs twice, or two runs that race, make each variant once:
 * the original's row lock orders them, and the second finds the first's. Returns the variants the image
 * has now. No event: the job that calls it is the upload's event's work.
 */
export async function storeCardImageVariants(
  em: EntityManager,
  input: { fileId: string; variants: readonly MadeVariant[] },
): Promise<CardImageVariant[]> {
  return em.transactional(async (tx) => {
    await sql(tx, `select id from files where id = $1 and purpose = 'card-image' for update`, [input.fileId]);
    const had = await sql<{ variant: CardImageVariant }>(
      tx,
      'select variant from card_image_variants where file_id = $1',
      [input.fileId],
    );
    const have = new Set(had.map((row) => row.variant));
    for (const made of input.variants) {
      if (have.has(made.variant)) continue;
      const variantFileId = randomUUID();
      await storeFile(tx, {
        id: variantFileId,
        purpose: 'card-image-variant',
        contentType: made.contentType,
        data: made.data,
        sourceId: input.fileId,
      });
      await sql(tx, 'insert into card_image_variants (file_id, variant, variant_file_id) values ($1, $2, $3)', [
        input.fileId,
        made.variant,
        variantFileId,
      ]);
      have.add(made.variant);
    }
    return [...have];
  });
}
