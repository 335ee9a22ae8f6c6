import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CatalogueEntrySummary } from '../../../api/catalogue-editor.ts';

/**
 * Where an entry stands: published (its version), with changes in its draft not published yet, or a
 * draft nobody published (visitors see nothing of it).
 */
export function EntryStatus({ entry }: { entry: Pick<CatalogueEntrySummary, 'publishedVersion' | 'unpublished'> }) {
  const { t } = useLingui();
  const version = entry.publishedVersion;
  if (version === null) return <span className="state state--draft">{t`Draft only`}</span>;
  return (
    <>
      <span className="state state--published">{t`Published v${version}`}</span>
      {entry.unpublished && (
        <>
          {' '}
          <span className="state state--changed">{t`Unpublished changes`}</span>
        </>
      )}
    </>
  );
}

/** The Tamil texts an entry's draft leaves empty: each shows its English to a Tamil reader. */
export function TamilGaps({ count }: { count: number }) {
  const { t } = useLingui();
  if (count === 0) return <span className="muted">{t`Tamil complete`}</span>;
  return (
    <span className="catalogue-gaps">
      {t`${plural(count, { one: '# Tamil text missing', other: '# Tamil texts missing' })}: English is shown`}
    </span>
  );
}
