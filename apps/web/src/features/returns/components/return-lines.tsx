import type { Texts } from '@nidra/shared/i18n/texts';
import type { MyReturns } from '@nidra/shared/returns/return.schema';
import type { PickerLine } from '../../../ui/line-picker.tsx';

type Line = MyReturns['eligible'][number]['lines'][number];

/** Why a line cannot be chosen, or null when it can. */
function blockedBecause(t: Texts, line: Line, exchange: boolean): string | null {
  if (line.isHygiene) return t.returnNotReturnable;
  if (line.hasOpenRequest) return t.returnLineHasOpenRequest;
  if (line.returnable === 0) return t.returnAlreadyReturned;
  if (exchange && line.sizes.length === 0) return t.returnNoSizeInStock;
  return null;
}

/**
 * The delivered lines as the picker shows them for a return or an exchange: the pieces not yet
 * returned, and for an exchange another size of the same design in stock.
 */
export function returnPickerLines(t: Texts, lines: Line[], exchange: boolean): PickerLine[] {
  return lines.map((line) => {
    const blocked = blockedBecause(t, line, exchange);
    return {
      orderItemId: line.orderItemId,
      name: line.name,
      detail: `${line.size ? `${t.sizeLabel(line.size)} · ` : ''}${t.qtyLabel(line.quantity)}`,
      max: line.returnable,
      unavailable: Boolean(blocked),
      note: blocked,
      sizes: line.sizes.map((s) => ({ productId: s.productId, label: s.size || t.oneSize })),
      defaultSize: line.sizes[0]?.productId ?? '',
    };
  });
}
