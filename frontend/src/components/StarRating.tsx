import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../i18n/useFormat.ts';
import './StarRating.css';

/** A five-star display with one accessible label ('Rated 5 out of 5, 512 ratings'). */
export function StarRating({ stars = 5, count }: { stars?: number; count: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const label = t`Rated ${stars} out of 5, ${plural(count, { one: '# rating', other: '# ratings' })}`;
  return (
    <p className="stars" role="img" aria-label={label}>
      <span className="stars__icons" aria-hidden="true">
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>
      <span className="stars__count" aria-hidden="true">
        ({format.number(count)})
      </span>
    </p>
  );
}
