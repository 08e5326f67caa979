import { type ChangeEvent, useId, useState } from 'react';
import { ProductImage } from '../../../../ui/product-image.tsx';
import { useObjectUrls } from '../hooks/use-object-urls.ts';

const THUMB = 'h-25 w-20 rounded-lg object-cover ring-1 ring-plum-100';

/**
 * The picture types the server re-encodes. Not `image/*`: that offers SVG (and HEIC, TIFF on some
 * systems), which the server refuses or the browser cannot preview.
 */
const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

/** Keeps accepted image files only (the accept attribute is a hint the user can override). */
function imagesOnly(e: ChangeEvent<HTMLInputElement>): { files: File[]; rejected: number } {
  const all = Array.from(e.target.files ?? []);
  const files = all.filter((f) => ACCEPTED_IMAGE_TYPES.includes(f.type));
  return { files, rejected: all.length - files.length };
}

/**
 * A file picker for one display image or several additional images, image files only, with previews
 * of the picked files (or of the stored ones until new files are picked).
 */
export function ImagePicker({
  label,
  multiple = false,
  files,
  onFiles,
  current = [],
  hint,
}: {
  label: string;
  multiple?: boolean;
  files: File[];
  onFiles: (files: File[]) => void;
  current?: string[];
  hint: string;
}) {
  const id = useId();
  const previews = useObjectUrls(files);
  const [rejected, setRejected] = useState(0);
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-plum-900">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const picked = imagesOnly(e);
          setRejected(picked.rejected);
          onFiles(picked.files);
        }}
        className="block w-full text-sm text-plum-700 file:mr-3 file:rounded-lg file:border-0 file:bg-plum-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-plum-900 hover:file:bg-plum-200"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-plum-500">
        {hint}
      </p>
      {rejected > 0 && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {rejected === 1
            ? 'One file was left out: only JPEG, PNG, WebP, AVIF or GIF images can be used.'
            : `${rejected} files were left out: only JPEG, PNG, WebP, AVIF or GIF images can be used.`}
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${label} preview`}>
        {files.length > 0
          ? previews.map((url, i) => (
              <li key={url}>
                <img src={url} alt={`New ${label.toLowerCase()} ${i + 1}: ${files[i]?.name ?? ''}`} className={THUMB} />
              </li>
            ))
          : current.map((src, i) => (
              <li key={src} className="relative">
                <ProductImage
                  src={src}
                  alt={`Current ${label.toLowerCase()} ${i + 1}`}
                  sizes="80px"
                  width={80}
                  height={100}
                  className={THUMB}
                />
                <span className="absolute bottom-1 left-1 rounded bg-white/85 px-1 text-[0.65rem] font-medium text-plum-700">
                  current
                </span>
              </li>
            ))}
      </ul>
    </div>
  );
}
