import { useTexts } from '../../../lib/texts.tsx';
import { HeartIcon } from '../../../ui/icons/shop-icons.tsx';
import { useWishlist } from '../hooks/use-wishlist.ts';

type Props = { productId: string; productName: string; size?: 'sm' | 'lg' };

/** The wishlist toggle: a round button whose pressed state says whether the piece is saved. */
export function WishlistHeart({ productId, productName, size = 'sm' }: Props) {
  const t = useTexts();
  const wishlist = useWishlist();
  const saved = wishlist.isSaved(productId);
  const box = size === 'lg' ? 'h-12 w-12' : 'h-10 w-10';
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t.saveToWishlist(productName)}
      onClick={() => wishlist.toggle(productId)}
      disabled={wishlist.isPending}
      className={`${box} grid shrink-0 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-plum-100 transition hover:scale-105 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-700 disabled:opacity-70 motion-reduce:transition-none ${
        saved ? 'text-blush-700' : 'text-plum-700'
      }`}
    >
      <HeartIcon filled={saved} width={size === 'lg' ? 24 : 20} height={size === 'lg' ? 24 : 20} />
    </button>
  );
}
