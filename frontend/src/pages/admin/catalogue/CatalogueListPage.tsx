import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CatalogueEntrySummary, CatalogueKind } from '../../../api/catalogue-editor.ts';
import { catalogueEditor } from '../../../api/queries/catalogue-editor.ts';
import { useServerQuery } from '../../../api/query.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import '../../../components/AdminTable.css';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { CellLabel } from './CellLabel.tsx';
import { EntryStatus, TamilGaps } from './entry-status.tsx';
import { newEntryPath } from './new-entry.ts';
import '../admin.css';
import './CataloguePages.css';

/** One kind's table: each entry's title (its editor's link), status, Tamil gaps and whether it is retired. */
function EntryTable({ kind, entries }: { kind: CatalogueKind; entries: CatalogueEntrySummary[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const [title, status, tamil, retired, saved] = [
    kind === 'course' ? t`Course` : t`Post`,
    t`Status`,
    t`Tamil`,
    t`Retired`,
    t`Last saved`,
  ];
  const columns = kind === 'course' ? [title, status, tamil, retired, saved] : [title, status, tamil, saved];
  return (
    <DataTable
      label={kind === 'course' ? t`Courses` : t`Posts`}
      columns={columns}
      className="admin-table catalogue-table"
      stack
    >
      {entries.map((entry) => (
        <tr key={entry.id} role="row" data-testid="catalogue-row">
          <th scope="row" role="rowheader">
            <Link to={`/admin/catalogue/${entry.id}`}>{entry.title || entry.slug}</Link>
            <div className="muted catalogue-slug">{entry.slug}</div>
          </th>
          <td role="cell">
            <CellLabel>{status}</CellLabel>
            <EntryStatus entry={entry} />
          </td>
          <td role="cell">
            <CellLabel>{tamil}</CellLabel>
            <TamilGaps count={entry.tamilGaps} />
          </td>
          {kind === 'course' && (
            <td role="cell">
              <CellLabel>{retired}</CellLabel>
              {entry.retired ? <Trans>Retired</Trans> : <Trans>No</Trans>}
            </td>
          )}
          <td role="cell">
            <CellLabel>{saved}</CellLabel>
            {format.dateTime(entry.updatedAt)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** /admin/catalogue: the courses and the blog posts the company runs itself, each with where its draft stands. */
export default function CatalogueListPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Catalogue`);
  const { data: entries, error, refetch } = useServerQuery(catalogueEditor.list());
  const courses = entries?.filter((e) => e.kind === 'course') ?? [];
  const posts = entries?.filter((e) => e.kind === 'post') ?? [];
  return (
    <div className="container section admin-page">
      <h1>
        <Trans>Catalogue</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Edit a draft, preview it, then publish it: visitors see only published versions. A Tamil text left empty shows
          the English one.
        </Trans>
      </p>
      <ListStatus
        loading={!entries && !error}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        emptyText=""
      />
      <section className="admin-section">
        <div className="admin-section__head">
          <h2>
            <Trans>Courses</Trans>
          </h2>
          <Link className="button button--small" to={newEntryPath('course')}>
            <Trans>New course</Trans>
          </Link>
        </div>
        {entries &&
          (courses.length ? (
            <EntryTable kind="course" entries={courses} />
          ) : (
            <p className="muted">{t`No courses yet.`}</p>
          ))}
      </section>
      <section className="admin-section">
        <div className="admin-section__head">
          <h2>
            <Trans>Blog posts</Trans>
          </h2>
          <Link className="button button--small" to={newEntryPath('post')}>
            <Trans>New post</Trans>
          </Link>
        </div>
        {entries &&
          (posts.length ? <EntryTable kind="post" entries={posts} /> : <p className="muted">{t`No posts yet.`}</p>)}
      </section>
    </div>
  );
}
