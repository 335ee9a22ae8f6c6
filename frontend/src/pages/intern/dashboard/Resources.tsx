import { Icon } from '../../../components/Icon.tsx';
import { resourceLink, resourceNames } from '../../../content/intern.ts';
import { useSiteConfig } from '../../../stores/site-config.ts';
import { toast } from '../../../stores/toast.ts';
import { DashCard } from './DashCard.tsx';

/** The study material links the site configuration names (or 'Link coming soon'), and Videos. */
export function Resources() {
  const links = useSiteConfig((s) => s.config.resourceLinks);
  return (
    <DashCard id="resources-title" title="Resources">
      <ul className="resource-grid">
        {resourceNames.map((name) => {
          const href = resourceLink(links, name);
          return (
            <li key={name}>
              {href ? (
                <a className="resource" href={href} target="_blank" rel="noopener noreferrer">
                  <Icon name="paper" />
                  <span>{name}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className="resource resource--off">
                  <Icon name="paper" />
                  <span>{name}</span>
                  <small>Link coming soon</small>
                </span>
              )}
            </li>
          );
        })}
        <li>
          <button type="button" className="resource" onClick={() => toast.info('Videos are uploading soon')}>
            <Icon name="rocket" />
            <span>Videos</span>
          </button>
        </li>
      </ul>
    </DashCard>
  );
}
