import { Migration } from '@mikro-orm/migrations';

/**
 * Course card images (docs/CATALOGUE.md). An editor's upload is a `files` row of purpose 'card-image'
 * (kept as it came, never served); the workers make three sizes of it, each a `files` row of purpose
 * 'card-image-variant' (its `source_id` the original), named in `card_image_variants` by the original
 * and the variant's name. The primary key makes a variant once per original, however often the job
 * runs; the GET route serves only what this table names, so no other file (a payment screenshot, a
 * PDF) can be reached by guessing its id. Deleting the original deletes its variants' rows; their
 * files go with `files`' own delete.
 */
export class Migration20261214120000_card_images extends Migration {
  override name = 'Migration20261214120000_card_images';

  override up(): void | Promise<void> {
    this.addSql(`alter table "files" drop constraint "files_purpose_check";`);
    this.addSql(
      `alter table "files" add constraint "files_purpose_check" check ("purpose" in ('screenshot-raw', 'screenshot', 'document', 'card-image', 'card-image-variant'));`,
    );
    this.addSql(`create table "card_image_variants" (
      "file_id" uuid not null references "files" ("id") on delete cascade,
      "variant" text not null check ("variant" in ('phone.webp', 'desktop.webp', 'card.jpg')),
      "variant_file_id" uuid not null unique references "files" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("file_id", "variant"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "card_image_variants";`);
    this.addSql(`delete from "files" where "purpose" in ('card-image', 'card-image-variant');`);
    this.addSql(`alter table "files" drop constraint "files_purpose_check";`);
    this.addSql(
      `alter table "files" add constraint "files_purpose_check" check ("purpose" in ('screenshot-raw', 'screenshot', 'document'));`,
    );
  }
}
