import { messages } from '@nidra/shared';
import { useAddToCart } from '../../../features/cart/api/add-to-cart.ts';
import { AddToCartButton } from '../../../features/catalogue/components/add-to-cart-button.tsx';
import { Breadcrumb } from '../../../features/catalogue/components/breadcrumb.tsx';
import { WishlistView } from '../../../features/wishlist/components/wishlist-view.tsx';
import { useWishlistProducts } from '../../../features/wishlist/hooks/use-wishlist-products.ts';
import { PageMeta } from '../../../ui/page-meta.tsx';

/** /wishlist: the saved pieces with Add to Cart, for signed-in shoppers and visitors alike. */
export default function WishlistPage() {
  const saved = useWishlistProducts();
  const cart = useAddToCart();
  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:pt-8">
      <PageMeta title={messages.wishlistTitle} />
      <Breadcrumb items={[{ label: messages.home, to: '/' }, { label: messages.wishlist }]} />
      <header className="mb-6 mt-4 flex flex-wrap items-end justify-between gap-2 border-b border-plum-100 pb-5 sm:mb-8">
        <h1 className="font-display text-3xl text-plum-900 sm:text-4xl">{messages.wishlistTitle}</h1>
        {saved.products.length > 0 && (
          <p className="text-sm text-plum-500">
            {saved.products.length} {saved.products.length === 1 ? 'piece' : 'pieces'}
          </p>
        )}
      </header>
      <WishlistView
        {...saved}
        renderAction={(product) => (
          <AddToCartButton quantity={product.quantity} isPending={cart.isPending} onAdd={() => cart.add(product._id)} />
        )}
      />
    </main>
  );
}
