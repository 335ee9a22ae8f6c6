import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/Icon.tsx';
import { resourceLabels } from '../../../content/intern.ts';
import { toast } from '../../../stores/toast.ts';
import { DashCard } from './DashCard.tsx';
import { useResourceLinks } from './useResourceLinks.ts';

/** A resource that opens in a new tab, saying so to screen readers. */
function NewTabLink({ href, icon, label }: { href: string; icon: 'paper' | 'rocket'; label: string }) {
  return (
    <a className="resource" href={href} target="_blank" rel="noopener noreferrer">
      <Icon name={icon} />
      <span>{label}</span>
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/** The study material links of the intern's course (or 'Link coming soon'), and Videos. */
export function Resources() {
  const { t, i18n } = useLingui();
  const { link, failed, retry } = useResourceLinks();
  const videos = link('videos');
  return (
    <DashCard id="resources-title" title={t`Resources`}>
      {failed && (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>The links of your course could not be loaded.</Trans>
          </p>
          <button type="button" className="button button--small" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      <ul className="resource-grid">
        {resourceLabels.map(([kind, name]) => {
          const href = link(kind);
          const label = i18n._(name);
          return (
            <li key={kind}>
              {href ? (
                <NewTabLink href={href} icon="paper" label={label} />
              ) : (
                <span className="resource resource--off">
                  <Icon name="paper" />
                  <span>{label}</span>
                  <small>
                    <Trans>Link coming soon</Trans>
                  </small>
                </span>
              )}
            </li>
          );
        })}
        <li>
          {videos ? (
            <NewTabLink href={videos} icon="rocket" label={t`Videos`} />
          ) : (
            <button type="button" className="resource" onClick={() => toast.info(t`Videos are uploading soon`)}>
              <Icon name="rocket" />
              <span>
                <Trans>Videos</Trans>
              </span>
            </button>
          )}
        </li>
      </ul>
    </DashCard>
  );
}
