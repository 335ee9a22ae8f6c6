import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CatalogueEntry } from '../../../api/catalogue-editor.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import '../../../components/AdminTable.css';
import { CellLabel } from './CellLabel.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';

/**
 * The entry's published versions, newest first: who published each and when. Publishing an older one
 * again is the undo: it becomes the draft and is published as a new version.
 */
export function VersionList({
  entry,
  busy,
  onRestore,
}: {
  entry: CatalogueEntry;
  busy: boolean;
  onRestore: (version: number) => Promise<void>;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [asked, setAsked] = useState<number | null>(null);
  const askedVersion = asked ?? '';
  const [publishedLabel, byLabel] = [t`Published`, t`Published by`];
  const versions = [...entry.versions].sort((a, b) => b.version - a.version);
  return (
    <section className="admin-section" aria-labelledby="catalogue-versions">
      <h2 id="catalogue-versions">
        <Trans>Versions</Trans>
      </h2>
      {versions.length === 0 ? (
        <p className="muted">
          <Trans>Not published yet.</Trans>
        </p>
      ) : (
        <DataTable
          label={t`Published versions`}
          columns={[t`Version`, publishedLabel, byLabel, { label: t`Actions`, hidden: true }]}
          className="admin-table catalogue-table"
          stack
        >
          {versions.map(({ version, publishedAt, publishedBy }) => (
            <tr key={version} role="row" data-testid="version-row">
              <th scope="row" role="rowheader">
                {t`v${version}`}
                {version === entry.publishedVersion && (
                  <>
                    {' '}
                    <span className="state state--published">{t`On the site`}</span>
                  </>
                )}
              </th>
              <td role="cell">
                <CellLabel>{publishedLabel}</CellLabel>
                {format.dateTime(publishedAt)}
              </td>
              <td role="cell">
                <CellLabel>{byLabel}</CellLabel>
                {publishedBy}
              </td>
              <td role="cell">
                {version !== entry.publishedVersion && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={busy}
                    aria-label={t`Publish version ${version} again`}
                    onClick={() => setAsked(version)}
                  >
                    <Trans>Publish this version again</Trans>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t`Publish version ${askedVersion} again?`}
        confirmLabel={t`Publish it again`}
        busy={busy}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (asked === null) return;
          void onRestore(asked).finally(() => setAsked(null));
        }}
      >
        <p>
          <Trans>
            The draft becomes this version and visitors see it at once, as a new version. Changes in the draft not
            published yet are replaced.
          </Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
