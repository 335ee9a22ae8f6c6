import { Migration } from '@mikro-orm/migrations';

/**
 * The staff role 'editor' (shared/api/admin-accounts `staffRoles`): edits the catalogue and the question
 * banks, sees no intern's personal data. Down refuses while an editor account exists (the check would
 * fail on it): such accounts must be removed or given another role first.
 */
export class Migration20261213090000_editor_role extends Migration {
  override name = 'Migration20261213090000_editor_role';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admins" drop constraint "admins_role_check";`);
    this.addSql(
      `alter table "admins" add constraint "admins_role_check" check ("role" in ('admin', 'operator', 'editor'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admins" drop constraint "admins_role_check";`);
    this.addSql(`alter table "admins" add constraint "admins_role_check" check ("role" in ('admin', 'operator'));`);
  }
}
