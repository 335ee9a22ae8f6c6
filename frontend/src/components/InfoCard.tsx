import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';
import './InfoCard.css';

/**
 * A screen that says one thing in a centred panel: an optional icon (success green or waiting
 * amber), the page's heading, then its content.
 */
export function InfoCard(props: {
  id: string;
  title: ReactNode;
  icon?: IconName;
  tone?: 'success' | 'waiting';
  className?: string;
  children: ReactNode;
}) {
  const { id, title, icon, tone = 'success', className, children } = props;
  return (
    <section className="container narrow section" aria-labelledby={id}>
      <div className={className ? `card-panel info-card ${className}` : 'card-panel info-card'}>
        {icon && (
          <span className={`info-card__icon info-card__icon--${tone}`} aria-hidden="true">
            <Icon name={icon} size={tone === 'waiting' ? 40 : 36} />
          </span>
        )}
        <h1 id={id}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
