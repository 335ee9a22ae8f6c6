import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuestionListQuery } from 'shared/api/admin-questions';
import type { CategoryView, QuestionContent } from 'shared/api/question-banks';
import { sql } from '../db/sql.ts';

/** A question's current version as the editors' screens read it. */
export interface QuestionRow {
  id: number;
  version: number;
  versionId: number;
  retired: boolean;
  updatedAt: Date;
  drawn: number;
  content: QuestionContent;
}

export interface QuestionVersionRow {
  version: number;
  createdAt: Date;
  createdBy: string;
  drawn: number;
}

/**
 * How many attempts drew any version of question `q` (an attempt lists the version ids it drew; the
 * GIN index on that list finds the attempts of each version).
 */
const DRAWN = `(select count(distinct a.id)::int from question_versions x
                  join test_attempts a on a.question_version_ids @> jsonb_build_array(x.id)
                 where x.question_id = q.id)`;

const COLUMNS = `q.id, v.version, v.id as "versionId", q.retired_at is not null as retired,
                 q.updated_at as "updatedAt", v.content, ${DRAWN} as drawn`;

/** `text` as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The questions the list's filters keep: $1 a category, $2 retired or not, $3 a search pattern (each null: any). */
const LISTED = `from questions q join question_versions v on v.id = q.current_version_id
   where ($1::text is null or lower(q.category) = lower($1))
     and ($2::boolean is null or (q.retired_at is not null) = $2)
     and ($3::text is null or q.name ilike $3
          or v.content->'text'->>'en' ilike $3 or v.content->'text'->>'ta' ilike $3
          or exists (select from jsonb_array_elements(v.content->'options') o where o->>'en' ilike $3 or o->>'ta' ilike $3))`;

/**
 * One page of the editors' list, by category then name: filtered by category (any case), retired or
 * not, and a search in the name, the question's and the options' texts in both languages.
 */
export async function questionPage(
  em: EntityManager,
  { category, q, retired, page, pageSize }: QuestionListQuery,
): Promise<{ rows: QuestionRow[]; total: number }> {
  const filter = [category ?? null, retired ?? null, q ? containing(q) : null];
  const rows = await sql<QuestionRow>(
    em,
    `select ${COLUMNS} ${LISTED} order by lower(q.category), q.name nulls last, q.id limit $4 offset $5`,
    [...filter, pageSize, (page - 1) * pageSize],
  );
  const [{ total } = { total: 0 }] = await sql<{ total: number }>(
    em,
    `select count(*)::int as total ${LISTED}`,
    filter,
  );
  return { rows, total };
}

/** One question's current version, or undefined. */
export async function questionRow(em: EntityManager, id: number): Promise<QuestionRow | undefined> {
  const [row] = await sql<QuestionRow>(
    em,
    `select ${COLUMNS} from questions q join question_versions v on v.id = q.current_version_id where q.id = $1`,
    [id],
  );
  return row;
}

/** A question's versions, newest first, each with the attempts that drew it. */
export async function questionVersionList(em: EntityManager, id: number): Promise<QuestionVersionRow[]> {
  return sql<QuestionVersionRow>(
    em,
    `select v.version, v.created_at as "createdAt", v.created_by as "createdBy",
            (select count(*)::int from test_attempts a where a.question_version_ids @> jsonb_build_array(v.id)) as drawn
       from question_versions v where v.question_id = $1 order by v.version desc`,
    [id],
  );
}

/**
 * Every category any question has (retired ones included, so an editor can bring one back), spelt as
 * most of its questions spell it, with how many current questions it holds: what a rule may draw.
 */
export async function questionCategories(em: EntityManager): Promise<CategoryView[]> {
  return sql<CategoryView>(
    em,
    `select mode() within group (order by category) as name,
            (count(*) filter (where retired_at is null))::int as questions
       from questions group by lower(category) order by lower(category)`,
  );
}
