import type { PublicCourse } from 'shared/api/catalogue';
import { artByName } from '../content/art.ts';

/**
 * A course's card picture, decorative (the title beside it says what it is): one of the site's drawings, or an
 * uploaded picture as the phone (480 px) or desktop (960 px) WebP, whichever the screen needs, with the JPEG
 * for browsers without WebP. Its size is set (no layout shift); `lazy` below the fold.
 */
export function CourseImage({
  image,
  className,
  lazy = true,
}: {
  image: PublicCourse['image'];
  className?: string;
  lazy?: boolean;
}) {
  const loading = lazy ? 'lazy' : undefined;
  if (!image) return null;
  if ('art' in image) {
    const src = artByName(image.art);
    return src ? (
      <img className={className} src={src} alt="" width="320" height="180" loading={loading} decoding="async" />
    ) : null;
  }
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={`${image.phone} 480w, ${image.desktop} 960w`}
        sizes="(min-width: 700px) 360px, 100vw"
      />
      <img className={className} src={image.jpeg} alt="" width="960" height="540" loading={loading} decoding="async" />
    </picture>
  );
}
