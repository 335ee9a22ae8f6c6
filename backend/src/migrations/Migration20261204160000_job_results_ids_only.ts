import { Migration } from '@mikro-orm/migrations';

/**
 * A job's result carries ids only. A mail resend used to return the address it went to
 * and its outbox file's path; job_runs kept them after the intern's erasure. The mail log holds both
 * (and an erasure clears them there), so the copies in the results are dropped.
 */
export class Migration20261204160000_job_results_ids_only extends Migration {
  override name = 'Migration20261204160000_job_results_ids_only';

  override up(): void | Promise<void> {
    this.addSql(`update "job_runs" set "result" = "result" - 'recipient' - 'outboxPath' where "result" - 'recipient' - 'outboxPath' <> "result";`);
  }

  override down(): void | Promise<void> {
    // What was dropped was a copy of the mail log's columns; nothing to bring back.
  }
}
