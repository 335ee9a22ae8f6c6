import { useLingui } from '@lingui/react';
import { useShownPrice } from '../catalogue/useCatalogueText.ts';
import type { Feature } from '../content/features.ts';
import { Icon } from './Icon.tsx';
import './FeatureGrid.css';

/** A grid of feature boxes (icon, title, description). */
export function FeatureGrid({ items, headingLevel = 3 }: { items: Feature[]; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const H = `h${headingLevel}` as const;
  const price = useShownPrice()?.now;
  return (
    <ul className="feature-grid">
      {items
        .filter((f) => !f.priced || price !== undefined)
        .map((f) => (
          <li key={f.title.id} className="feature">
            <span className="feature__icon">
              <Icon name={f.icon} size={24} />
            </span>
            <H className="feature__title">{i18n._(f.title)}</H>
            <p className="feature__desc">{i18n._({ ...f.desc, values: { ...f.desc.values, price } })}</p>
          </li>
        ))}
    </ul>
  );
}
