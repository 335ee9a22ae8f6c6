import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/Icon.tsx';
import { resourceLabels, resourceLink, resourceNames } from '../../../content/intern.ts';
import { useSiteConfig } from '../../../stores/site-config.ts';
import { toast } from '../../../stores/toast.ts';
import { DashCard } from './DashCard.tsx';

/** The study material links the site configuration names (or 'Link coming soon'), and Videos. */
export function Resources() {
  const { t, i18n } = useLingui();
  const links = useSiteConfig((s) => s.config.resourceLinks);
  return (
    <DashCard id="resources-title" title={t`Resources`}>
      <ul className="resource-grid">
        {resourceNames.map((name) => {
          const href = resourceLink(links, name);
          const label = i18n._(resourceLabels[name]);
          return (
            <li key={name}>
              {href ? (
                <a className="resource" href={href} target="_blank" rel="noopener noreferrer">
                  <Icon name="paper" />
                  <span>{label}</span>
                  <span className="visually-hidden">
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
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
          <button type="button" className="resource" onClick={() => toast.info(t`Videos are uploading soon`)}>
            <Icon name="rocket" />
            <span>
              <Trans>Videos</Trans>
            </span>
          </button>
        </li>
      </ul>
    </DashCard>
  );
}
