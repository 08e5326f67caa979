import { useAddToCart } from '../../../features/cart/api/add-to-cart.ts';
import { AddToCartButton } from '../../../features/catalogue/components/add-to-cart-button.tsx';
import { Breadcrumb } from '../../../features/catalogue/components/breadcrumb.tsx';
import { ListPageHeader } from '../../../features/catalogue/components/list-page-parts.tsx';
import { WishlistView } from '../../../features/wishlist/components/wishlist-view.tsx';
import { useWishlistProducts } from '../../../features/wishlist/hooks/use-wishlist-products.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

/** /wishlist: the saved pieces with Add to Cart, for signed-in shoppers and visitors alike. */
export default function WishlistPage() {
  const t = useAllTexts();
  const saved = useWishlistProducts();
  const cart = useAddToCart();
  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:pt-8">
      <PageMeta title={t.wishlistTitle} />
      <Breadcrumb items={[{ label: t.home, to: '/' }, { label: t.wishlist }]} />
      <ListPageHeader
        title={t.wishlistTitle}
        count={saved.products.length ? t.piecesCount(saved.products.length) : undefined}
      />
      <WishlistView
        {...saved}
        renderAction={(product) => (
          <AddToCartButton quantity={product.quantity} isPending={cart.isPending} onAdd={() => cart.add(product._id)} />
        )}
      />
    </main>
  );
}
