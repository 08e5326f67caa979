import { useAllTexts } from '../../../lib/texts.tsx';
import { CloseIcon } from '../../../ui/icons/shop-icons.tsx';
import { Modal } from '../../../ui/modal.tsx';

/** The click-to-zoom dialog with the 960 px picture; Escape, the close button and the backdrop close it. */
export default function ZoomPopup({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useAllTexts();
  return (
    <Modal open onClose={onClose} label={t.zoomedImageOf(alt)}>
      <div className="relative">
        <img
          src={src}
          alt={alt}
          width={960}
          height={1200}
          className="block h-auto max-h-[88vh] w-auto max-w-full bg-plum-50 object-contain"
        />
        <button
          type="button"
          aria-label={t.closeZoomedImage}
          onClick={onClose}
          className="absolute right-3 top-3 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-plum-900 shadow-md hover:bg-white"
        >
          <CloseIcon width="20" height="20" strokeWidth="1.8" />
        </button>
      </div>
    </Modal>
  );
}
