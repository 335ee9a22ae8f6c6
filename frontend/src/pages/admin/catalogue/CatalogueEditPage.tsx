import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CatalogueKind } from '../../../api/catalogue-editor.ts';
import { catalogueEditor } from '../../../api/queries/catalogue-editor.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { EntryEditor } from './EntryEditor.tsx';
import { EntryStatus, TamilGaps } from './entry-status.tsx';
import { NEW_ENTRY } from './new-entry.ts';
import '../admin.css';
import './CataloguePages.css';

/** /admin/catalogue/:entryId: one course's or post's editor; /admin/catalogue/new (?kind=post) a new one. */
export default function CatalogueEditPage() {
  const { t } = useLingui();
  const entryId = useParams().entryId ?? NEW_ENTRY;
  const isNew = entryId === NEW_ENTRY;
  const [search] = useSearchParams();
  const {
    data: entry,
    error,
    refetch,
  } = useServerQuery({
    ...catalogueEditor.entry(entryId),
    enabled: !isNew,
    // Another entry's answer is no draft for this one.
    placeholderData: undefined,
  });
  const entryTitle = entry?.title ?? '';
  const kind: CatalogueKind = isNew ? (search.get('kind') === 'post' ? 'post' : 'course') : (entry?.kind ?? 'course');
  const title = isNew
    ? kind === 'course'
      ? t`New course`
      : t`New post`
    : entry
      ? entry.kind === 'course'
        ? t`Course: ${entryTitle}`
        : t`Post: ${entryTitle}`
      : t`Catalogue entry`;
  useDocumentTitle(title);
  return (
    <div className="container section admin-page catalogue-editor">
      <p>
        <Link to="/admin/catalogue">
          <Trans>← The catalogue</Trans>
        </Link>
      </p>
      <h1>{title}</h1>
      {entry && (
        <p className="catalogue-editor__status">
          <EntryStatus entry={entry} />
          <TamilGaps count={entry.tamilGaps} />
          {entry.retired && (
            <span className="state state--draft">
              <Trans>Retired</Trans>
            </span>
          )}
        </p>
      )}
      {!isNew && !entry && (
        <ListStatus
          loading={!error}
          error={error ? errorMessage(error) : null}
          onRetry={() => void refetch()}
          emptyText=""
        />
      )}
      {(isNew || entry) && <EntryEditor key={isNew ? `new-${kind}` : entryId} kind={kind} entry={entry ?? null} />}
    </div>
  );
}
