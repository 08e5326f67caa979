import { isSoldOut } from '@nidra/shared';
import { useTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';

type Props = { quantity: number; onAdd: () => void; isPending: boolean };

/** 'Add to Cart' only while the product is in stock (quantity above 0); otherwise 'Sold Out' (spec §2). */
export function AddToCartButton({ quantity, onAdd, isPending }: Props) {
  const t = useTexts();
  if (isSoldOut(quantity)) {
    return (
      <p className="inline-flex w-full items-center justify-center rounded-full border border-plum-200 bg-plum-50 px-5 py-3 text-sm font-semibold uppercase tracking-wider text-plum-700 sm:w-auto sm:min-w-56">
        {t.soldOut}
      </p>
    );
  }
  return (
    <Button onClick={onAdd} disabled={isPending} className="w-full py-3.5 text-base sm:w-auto sm:min-w-56">
      {isPending ? t.adding : t.addToCart}
    </Button>
  );
}
