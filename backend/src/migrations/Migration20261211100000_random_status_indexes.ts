import { Migration } from '@mikro-orm/migrations';

/**
 * Credential status indexes become random, one per certificate, taken when the certificate is issued
 * (Bitstring Status List v1.0 section 2.1: indexes SHOULD be assigned randomly, so a list position does
 * not tell issue order), instead of drawn from a sequence by each new credential content at download.
 *
 * `status_indexes` holds every index ever given and is never emptied: a row outlives its document
 * (`on delete set null`), so an index is never given twice. A certificate's index (`superseded` false)
 * stays with it across its versions and re-downloads. The credentials already issued keep theirs: each
 * document's current credential (of its current version, signed last) gives the document its index;
 * its earlier credentials' indexes stay, superseded, their bit set as before. Where the sequence stood
 * past the index after every kept one (indexes drawn by downloads and not kept, or a restore's resume
 * point) an index without a document marks that position, so issuing never goes back below it
 * (db/status-index-gap.ts). Then
 * every issued certificate without an index gets one at random, as commands/take-status-index.ts does.
 */
export class Migration20261211100000_random_status_indexes extends Migration {
  override name = 'Migration20261211100000_random_status_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "status_indexes" (
        "status_index" int not null primary key check ("status_index" >= 0),
        "document_id" int null references "documents" ("id") on delete set null,
        "superseded" boolean not null default false,
        "taken_at" timestamptz not null default now()
      );`,
    );
    this.addSql(`create unique index "status_indexes_document_unique" on "status_indexes" ("document_id") where not "superseded";`);
    this.addSql(
      `insert into "status_indexes" ("status_index", "document_id", "superseded", "taken_at")
       select c."status_index", c."document_id",
         not (c."version" = d."version" and not exists (
           select 1 from "credentials" n
           where n."document_id" = c."document_id" and (n."issued_at", n."status_index") > (c."issued_at", c."status_index"))),
         c."issued_at"
       from "credentials" c join "documents" d on d."id" = c."document_id";`,
    );
    this.addSql(
      `insert into "status_indexes" ("status_index")
       select s.next from (select case when is_called then last_value + 1 else last_value end as next from "credentials_status_index_seq") s
       where s.next > (select coalesce(max("status_index"), -1) + 1 from "status_indexes");`,
    );
    this.addSql(`
      do $$
      declare
        size constant int := 131072;
        doc record;
        list int;
        taken int;
      begin
        for doc in
          select d."id" from "documents" d
          where d."kind" in ('completion-certificate', 'test-certificate', 'extra-certificate') and d."file_id" is not null
            and not exists (select 1 from "status_indexes" s where s."document_id" = d."id" and not s."superseded")
          order by random()
        loop
          loop
            select coalesce(max("status_index"), 0) / size into list from "status_indexes";
            select count(*) into taken from "status_indexes" where "status_index" >= list * size and "status_index" < (list + 1) * size;
            if taken >= size / 2 then list := list + 1; end if;
            insert into "status_indexes" ("status_index", "document_id") values (list * size + floor(random() * size)::int, doc."id") on conflict do nothing;
            exit when found;
          end loop;
        end loop;
      end $$;`);
    this.addSql(`drop table "credentials";`);
  }

  override down(): void | Promise<void> {
    // Back to the sequence, resuming past every index given: none is given twice.
    this.addSql(`create sequence "credentials_status_index_seq" minvalue 0 start with 0;`);
    this.addSql(
      `create table "credentials" (
        "status_index" int not null default nextval('credentials_status_index_seq') primary key,
        "document_id" int not null references "documents" ("id") on delete cascade,
        "version" int not null,
        "digest" text not null,
        "issued_at" timestamptz not null default now(),
        unique ("document_id", "version", "digest")
      );`,
    );
    this.addSql(`alter sequence "credentials_status_index_seq" owned by "credentials"."status_index";`);
    this.addSql(`select setval('credentials_status_index_seq', (select coalesce(max("status_index") + 1, 0) from "status_indexes"), false);`);
    this.addSql(`drop table "status_indexes";`);
  }
}
