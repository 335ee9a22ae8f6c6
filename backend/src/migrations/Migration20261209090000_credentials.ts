import { Migration } from '@mikro-orm/migrations';

/**
 * The Open Badges credentials we signed. A credential is signed on request from the stored
 * document; its row gives it a place in the Bitstring Status List (`status_index`, from 0, never
 * reused: a bit once given means that credential forever) and records what it was made of (the
 * document's version and the digest of its claims), so the status list can say revoked for a revoked
 * document and for a credential a correction or a newer credential replaced.
 */
export class Migration20261209090000_credentials extends Migration {
  override name = 'Migration20261209090000_credentials';

  override up(): void | Promise<void> {
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
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "credentials";`);
  }
}
