import { Migration } from '@mikro-orm/migrations';

/**
 * The attempts that drew a question version, found by the version's id in each attempt's list
 * (`question_version_ids @> '[id]'`): the editors' list shows, for every question, how many attempts drew
 * it (a question in use is versioned, never deleted), which without this index reads every attempt.
 */
export class Migration20261221090000_question_draw_index extends Migration {
  override name = 'Migration20261221090000_question_draw_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "test_attempts_question_versions" on "test_attempts" using gin ("question_version_ids" jsonb_path_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "test_attempts_question_versions";`);
  }
}
