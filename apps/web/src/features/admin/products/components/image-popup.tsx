import { CloseIcon } from '../../../../ui/icons/admin-icons.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { ProductImage } from '../../../../ui/product-image.tsx';

/** The big picture of a product, opened from its thumbnail in the Product List. */
export function ImagePopup({
  image,
  onClose,
}: {
  image: { src: string | null; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal open={image !== null} onClose={onClose} label={image ? `Image of ${image.name}` : 'Product image'}>
      {image && (
        <figure className="relative">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close image"
            className="absolute right-2 top-2 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-plum-900 shadow hover:bg-white"
          >
            <CloseIcon />
          </button>
          <ProductImage
            src={image.src}
            alt={image.name}
            sizes="(min-width: 768px) 36rem, 90vw"
            eager
            className="block max-h-[80vh] w-[min(36rem,90vw)] object-contain"
          />
          <figcaption className="px-4 py-3 text-sm font-medium text-plum-900">{image.name}</figcaption>
        </figure>
      )}
    </Modal>
  );
}
