import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardImageVariant } from 'shared/api/catalogue-images';
import { sql } from '../db/sql.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One size of a card image, for anyone: only a file card_image_variants names for an original of
 * purpose 'card-image', so no other file (a payment screenshot, a PDF) is ever reached by its id.
 * Undefined for an id that is not a card image's, or a size not made yet.
 */
export async function cardImageVariant(
  em: EntityManager,
  fileId: string,
  variant: CardImageVariant,
): Promise<{ contentType: string; data: Uint8Array } | undefined> {
  if (!UUID.test(fileId)) return undefined;
  const [row] = await sql<{ content_type: string; data: Uint8Array }>(
    em,
    `select f.content_type, f.data
       from card_image_variants v
       join files o on o.id = v.file_id and o.purpose = 'card-image'
       join files f on f.id = v.variant_file_id and f.purpose = 'card-image-variant'
      where v.file_id = $1::uuid and v.variant = $2 and f.data is not null`,
    [fileId, variant],
  );
  return row ? { contentType: row.content_type, data: row.data } : undefined;
}

/** The sizes made so far of a card image (the course-image job skips them). */
export async function cardImageVariantsMade(em: EntityManager, fileId: string): Promise<CardImageVariant[]> {
  const rows = await sql<{ variant: CardImageVariant }>(
    em,
    'select variant from card_image_variants where file_id = $1::uuid',
    [fileId],
  );
  return rows.map((row) => row.variant);
}

/** A card image's original bytes, or undefined when `fileId` is not a card image. */
export async function cardImageOriginal(em: EntityManager, fileId: string): Promise<Buffer | undefined> {
  if (!UUID.test(fileId)) return undefined;
  const [row] = await sql<{ data: Buffer | null }>(
    em,
    `select data from files where id = $1::uuid and purpose = 'card-image'`,
    [fileId],
  );
  return row?.data ?? undefined;
}
