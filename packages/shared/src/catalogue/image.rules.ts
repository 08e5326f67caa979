/** The URL of an image at one of the stored widths (see IMAGE_WIDTHS); the base path is the largest. */
export function imageAtWidth(imagePath: string, width: number): string {
  return imagePath.replace(/\.webp$/, `-${width}.webp`);
}

/**
 * Images are stored as `/images/{key}.webp` (the largest width) and `/images/{key}-{w}.webp` for
 * each smaller width, so the browser builds `srcset` from these widths.
 */
export const IMAGE_WIDTHS = [240, 480, 960] as const;

/** A picture's `srcset` over the stored widths (the `<img>` and the preloads that must match it). */
export function imageSrcSet(imagePath: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageAtWidth(imagePath, w)} ${w}w`).join(', ');
}

/** A picture's `src` beside its srcset (what a browser without srcset shows). */
export const imageFallback = (imagePath: string): string => imageAtWidth(imagePath, 480);
