import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CardImage } from 'shared/api/catalogue';
import { cardImageUrl } from '../../../api/catalogue-editor.ts';
import { art, type ArtName } from '../../../content/art.ts';
import { controlId } from './field-errors.ts';
import { useCardImageUpload } from './useCardImageUpload.ts';

/** Where a card image is seen: an uploaded file's JPEG size, or one of the site's own pictures. */
function cardImageSrc(image: CardImage): string | undefined {
  if ('fileId' in image) return cardImageUrl(image.fileId, 'card.jpg');
  try {
    return art(image.art as ArtName);
  } catch {
    // A picture this build does not have: no preview, the draft keeps its name.
    return undefined;
  }
}

/** The card's image: the current one, a new one uploaded (progress, then the workers' sizes), or none. */
export function CardImageField({
  image,
  onChange,
  error,
}: {
  image: CardImage | null;
  onChange: (image: CardImage | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const statusId = useId();
  const { state, choose } = useCardImageUpload((fileId) => onChange({ fileId }));
  const src = image ? cardImageSrc(image) : undefined;
  const inputId = controlId('image');
  const siteArt = image && 'art' in image ? image.art : null;
  const percent = state.phase === 'uploading' ? Math.round(state.progress * 100) : null;
  const message = state.phase === 'error' ? state.message : error;
  return (
    <fieldset className="catalogue-group">
      <legend>
        <Trans>Card image</Trans>
      </legend>
      <div className="catalogue-image">
        {src ? (
          <img
            className="catalogue-image__current"
            src={src}
            alt={t`The card's current image`}
            width="320"
            height="180"
          />
        ) : (
          <p className="muted">{siteArt ? t`A site picture: ${siteArt}` : t`No image.`}</p>
        )}
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            <Trans>Upload a new image</Trans>
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="field__input"
            aria-describedby={`${statusId}-hint ${statusId}`}
            aria-invalid={message ? true : undefined}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <p id={`${statusId}-hint`} className="field__hint">
            <Trans>JPEG, PNG or WebP, under 5 MB. The site makes phone and desktop sizes of it.</Trans>
          </p>
        </div>
        <div id={statusId} role="status" aria-live="polite">
          {percent !== null && (
            <>
              <progress
                className="catalogue-image__progress"
                max={100}
                value={percent}
                aria-label={t`Uploading the image`}
              />
              <span>{t`Uploading: ${percent}%`}</span>
            </>
          )}
          {state.phase === 'processing' && <span>{t`Making the image's sizes...`}</span>}
          {state.phase === 'done' && <span>{t`The new image is ready: save the draft to keep it.`}</span>}
          {message && <p className="field__error">{message}</p>}
        </div>
        {image && (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange(null)}>
            <Trans>Remove the image</Trans>
          </button>
        )}
      </div>
    </fieldset>
  );
}
