import { Migration } from '@mikro-orm/migrations';

/**
 * The reconciler's two needs: finding the job runs that should be in Redis without reading 100,000
 * finished ones (a partial index holds only the unfinished), and a record of every pass that put a
 * lost job back (what the Operations screen and /metrics show).
 */
export class Migration20261126120000_reconciler extends Migration {
  override name = 'Migration20261126120000_reconciler';

  override up(): void | Promise<void> {
    this.addSql(`create index "job_runs_unfinished_index" on "job_runs" ("id") where "state" in ('queued', 'waiting', 'retrying', 'active');`);
    this.addSql(
      `create table "reconciler_passes" ("id" bigserial primary key, "ran_at" timestamptz not null default now(), "duration_ms" int not null, "checked" int not null, "repaired" int not null, "schedulers_restored" int not null);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "reconciler_passes";`);
    this.addSql(`drop index "job_runs_unfinished_index";`);
  }
}
