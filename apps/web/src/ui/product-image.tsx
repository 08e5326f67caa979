import { imageFallback, imageSrcSet } from '@nidra/shared';

type Props = {
  src: string | null;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
  width?: number;
  height?: number;
};

/** A product picture with srcset over the stored widths, fixed aspect ratio (no layout shift), lazy below the fold. */
export function ProductImage({ src, alt, sizes, className = '', eager = false, width = 960, height = 1200 }: Props) {
  if (!src)
    return (
      <div
        className={`bg-plum-50 ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        // An empty alt marks a decorative picture (its name is shown beside it), as it does on <img>.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      />
    );
  return (
    <img
      src={imageFallback(src)}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      // The first screen's pictures paint with the page (LCP); the rest decode off the main thread.
      decoding={eager ? 'sync' : 'async'}
      className={`bg-plum-50 object-cover ${className}`}
    />
  );
}
