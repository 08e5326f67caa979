import { PRODUCT_MAIN_IMAGE_SIZES } from '@nidra/shared';
import { lazy, Suspense, useState } from 'react';
import { withAllTexts } from '../../../lib/page-language.ts';
import { useTexts } from '../../../lib/texts.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';

// The zoom popup is its own chunk: it loads, with its words (the whole catalogue), on the first hover or
// click on the picture (DESIGN §9).
const loadZoomPopup = () => withAllTexts(import('./zoom-popup.tsx'));
const ZoomPopup = lazy(loadZoomPopup);

const MAIN_SIZES = PRODUCT_MAIN_IMAGE_SIZES;

/** The product's pictures: a main image that opens a zoom popup, and thumbnails that swap it. */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const t = useTexts();
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const main = images[selected] ?? null;

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start lg:gap-4">
      <button
        type="button"
        aria-label={t.zoomImageOf(name)}
        disabled={!main}
        onPointerEnter={() => void loadZoomPopup()}
        onFocus={() => void loadZoomPopup()}
        onClick={() => setZoomed(true)}
        className="group relative block w-full overflow-hidden rounded-2xl bg-plum-50 enabled:cursor-zoom-in lg:flex-1"
      >
        <ProductImage key={main} src={main} alt={name} sizes={MAIN_SIZES} eager className="aspect-[4/5] w-full" />
        {main && (
          // A mouse is told to click, a finger to tap: the hint follows the screen's main pointer.
          <span
            aria-hidden="true"
            className="absolute bottom-3 right-3 rounded-full bg-white/85 px-3 py-1.5 text-xs font-medium text-plum-900 opacity-90 shadow-sm backdrop-blur transition-opacity group-hover:opacity-100"
          >
            <span className="hidden pointer-fine:inline">{t.clickToZoom}</span>
            <span className="pointer-fine:hidden">{t.tapToZoom}</span>
          </span>
        )}
      </button>

      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1 lg:w-20 lg:flex-col lg:overflow-visible lg:pb-0">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={t.showImage(i + 1, images.length)}
                aria-pressed={i === selected}
                onClick={() => setSelected(i)}
                className={`block w-16 overflow-hidden rounded-xl ring-offset-2 transition lg:w-20 ${
                  i === selected ? 'ring-2 ring-plum-700' : 'opacity-75 ring-1 ring-plum-100 hover:opacity-100'
                }`}
              >
                <ProductImage src={src} alt="" sizes="80px" width={240} height={300} className="aspect-[4/5] w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {zoomed && main && (
        <Suspense fallback={null}>
          <ZoomPopup src={main} alt={name} onClose={() => setZoomed(false)} />
        </Suspense>
      )}
    </div>
  );
}
