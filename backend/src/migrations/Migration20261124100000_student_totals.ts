import { Migration } from '@mikro-orm/migrations';

/**
 * The admin list shows how many students there are (all, pending, validated). Counting 100,000 rows
 * on every page view cost about 12 ms of PostgreSQL per request and capped the list at 150-200
 * requests/s; these two rows hold the exact figures instead, kept by statement-level triggers (one
 * update per statement, so a bulk insert costs one update, and an update that does not change
 * `validated` touches nothing).
 */
export class Migration20261124100000_student_totals extends Migration {
  override name = 'Migration20261124100000_student_totals';

  override up(): void | Promise<void> {
    this.addSql(`create table "student_totals" ("validated" boolean primary key, "students" bigint not null);`);
    this.addSql(
      `insert into "student_totals" ("validated", "students")
       select v, (select count(*) from "students" where "validated" = v) from (values (false), (true)) as t(v);`,
    );
    // Rows are locked in one order (false, then true) so two statements never wait on each other in a cycle.
    const upsert = (select: string) => `
        insert into student_totals (validated, students) ${select} order by 1
        on conflict (validated) do update set students = student_totals.students + excluded.students;`;
    this.addSql(`
      create function student_totals_on_insert() returns trigger language plpgsql as $$
      begin${upsert('select validated, count(*) from new_rows group by validated')}
        return null;
      end $$;`);
    this.addSql(`
      create function student_totals_on_delete() returns trigger language plpgsql as $$
      begin${upsert('select validated, -count(*) from old_rows group by validated')}
        return null;
      end $$;`);
    this.addSql(`
      create function student_totals_on_update() returns trigger language plpgsql as $$
      begin${upsert(`select validated, sum(d) from (select validated, 1 as d from new_rows union all select validated, -1 from old_rows) c
                        group by validated having sum(d) <> 0`)}
        return null;
      end $$;`);
    this.addSql(`
      create function student_totals_on_truncate() returns trigger language plpgsql as $$
      begin
        update student_totals set students = 0;
        return null;
      end $$;`);
    this.addSql(`create trigger student_totals_insert after insert on "students" referencing new table as new_rows for each statement execute function student_totals_on_insert();`);
    this.addSql(`create trigger student_totals_delete after delete on "students" referencing old table as old_rows for each statement execute function student_totals_on_delete();`);
    this.addSql(
      `create trigger student_totals_update after update on "students" referencing old table as old_rows new table as new_rows for each statement execute function student_totals_on_update();`,
    );
    this.addSql(`create trigger student_totals_truncate after truncate on "students" for each statement execute function student_totals_on_truncate();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger student_totals_insert on "students";`);
    this.addSql(`drop trigger student_totals_delete on "students";`);
    this.addSql(`drop trigger student_totals_update on "students";`);
    this.addSql(`drop trigger student_totals_truncate on "students";`);
    this.addSql(`drop function student_totals_on_insert(), student_totals_on_delete(), student_totals_on_update(), student_totals_on_truncate();`);
    this.addSql(`drop table "student_totals";`);
  }
}
