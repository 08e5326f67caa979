import { percentOffLabel } from '@nidra/shared';
import { useFormat, useTexts } from '../lib/texts.tsx';

/** Selling price, struck-through MRP and the rounded percent-off tag. */
export function Price({ mrp, sellingPrice, size = 'md' }: { mrp: number; sellingPrice: number; size?: 'md' | 'lg' }) {
  const big = size === 'lg';
  const { money } = useFormat();
  const t = useTexts();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-semibold text-ink ${big ? 'text-2xl' : 'text-base'}`}>{money(sellingPrice)}</span>
      {mrp > sellingPrice && (
        <>
          <s className={`text-plum-500 ${big ? 'text-base' : 'text-sm'}`}>
            <span className="sr-only">MRP </span>
            {money(mrp)}
          </s>
          <span className={`font-medium text-blush-700 ${big ? 'text-base' : 'text-sm'}`}>
            {percentOffLabel(mrp, sellingPrice, t.percentOff)}
          </span>
        </>
      )}
    </p>
  );
}
