import { imageAtWidth } from '@nidra/shared';

/** Stored pictures (`/images/…`) as small thumbnails, each opening the full picture in a new tab. */
export function PhotoThumbs({
  photos,
  label,
  altOf,
}: {
  photos: string[];
  label: string;
  altOf: (n: number) => string;
}) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {photos.map((p, i) => (
        <li key={p}>
          <a
            href={p}
            target="_blank"
            rel="noreferrer"
            className="block rounded-lg focus-visible:ring-2 focus-visible:ring-plum-500"
          >
            <img
              src={imageAtWidth(p, 240)}
              alt={altOf(i + 1)}
              width={64}
              height={80}
              loading="lazy"
              className="h-20 w-16 rounded-lg border border-plum-100 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
