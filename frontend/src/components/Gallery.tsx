import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { art } from '../content/art.ts';
import { gallery, type GalleryCategory } from '../content/gallery.ts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import './Gallery.css';

const GALLERY_STAGGER_MS = 400;
const GALLERY_FADE_DELAY_S = 0.3;

/**
 * 'Images & sample work'. Choosing a category clears the images, then adds them one by one 400 ms
 * apart, each fading in with a 0.3 s delay per position. With reduced motion they appear at once.
 */
export function Gallery({ categories = gallery }: { categories?: GalleryCategory[] }) {
  const { t, i18n } = useLingui();
  const [active, setActive] = useState<GalleryCategory['id']>(categories[0]!.id);
  // How many images of the active category are on screen; a new category starts from none.
  const [revealed, setRevealed] = useState(0);
  const reduced = usePrefersReducedMotion();
  const category = categories.find((c) => c.id === active) ?? categories[0]!;
  const shown = reduced ? category.images.length : revealed;

  const select = (id: GalleryCategory['id']) => {
    if (id === active) return;
    setRevealed(0);
    setActive(id);
  };

  useEffect(() => {
    if (reduced) return;
    const timers = category.images.map((_, i) => setTimeout(() => setRevealed(i + 1), GALLERY_STAGGER_MS * (i + 1)));
    return () => timers.forEach(clearTimeout);
  }, [category, reduced]);

  const label = i18n._(category.label);
  return (
    <div className="gallery">
      <div className="gallery__tabs" role="group" aria-label={t`Sample work category`}>
        {categories.map((c) => (
          <button key={c.id} type="button" className="chip" aria-pressed={c.id === active} onClick={() => select(c.id)}>
            {i18n._(c.label)}
          </button>
        ))}
      </div>
      <p className="gallery__desc">{i18n._(category.description)}</p>
      <ul className="gallery__grid" aria-label={t`${label} samples`}>
        {category.images.map((img, i) => (
          <li key={`${category.id}-${img.art}`} className="gallery__cell">
            {i < shown && (
              <img
                className={reduced ? 'gallery__img' : 'gallery__img gallery__img--fade'}
                style={reduced ? undefined : { animationDelay: `${i * GALLERY_FADE_DELAY_S}s` }}
                src={art(img.art)}
                alt={i18n._(img.alt)}
                width="320"
                height="180"
                loading="lazy"
                decoding="async"
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
