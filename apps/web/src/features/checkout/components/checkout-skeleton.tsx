import { useAllTexts } from '../../../lib/texts.tsx';
/** Placeholder shapes while the cart and addresses load. */
export function CheckoutSkeleton() {
  const t = useAllTexts();
  return (
    <div aria-busy="true" role="status" className="grid animate-pulse gap-8 lg:grid-cols-[1fr_24rem] lg:gap-10">
      <span className="sr-only">{t.loadingCheckout}</span>
      <div className="space-y-3">
        <div className="h-6 w-48 rounded bg-plum-100" />
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="h-36 rounded-2xl bg-plum-50" />
          <div className="h-36 rounded-2xl bg-plum-50" />
        </div>
      </div>
      <div className="h-96 rounded-2xl bg-plum-50" />
    </div>
  );
}
