import './StarRating.css';
/** A five-star display with one accessible label ('Rated 5 out of 5, 512 ratings'). */
export function StarRating({ stars = 5, count }: { stars?: number; count: number }) {
  return (
    <p className="stars" role="img" aria-label={`Rated ${stars} out of 5, ${count} ratings`}>
      <span className="stars__icons" aria-hidden="true">
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>
      <span className="stars__count" aria-hidden="true">
        ({count})
      </span>
    </p>
  );
}
