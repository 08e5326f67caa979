import type { Texts } from '@nidra/shared/i18n/texts';
import type { MyReplacements } from '@nidra/shared/replacements/replacement.schema';
import type { PickerLine } from '../../../ui/line-picker.tsx';

type Line = MyReplacements['eligible'][number]['lines'][number];

/**
 * The bought lines as the picker shows them for a replacement: any bought piece, for the same product
 * or another size of its design in stock (the same product first when it is in stock).
 */
export function replacementPickerLines(lines: Line[], t: Texts): PickerLine[] {
  return lines.map((line) => {
    const noSize = line.options.length === 0;
    return {
      orderItemId: line.orderItemId,
      name: line.name,
      detail: `${line.size ? `${t.sizeLabel(line.size)} · ` : ''}${t.qtyLabel(line.quantity)}${noSize ? ' · no size in stock to replace it with' : ''}`,
      max: line.quantity,
      unavailable: noSize,
      note: null,
      sizes: line.options.map((o) => ({
        productId: o.productId,
        label: `${o.size || t.oneSize}${o.productId === line.productId ? ' (same)' : ''}`,
      })),
      defaultSize:
        line.options.find((o) => o.productId === line.productId)?.productId ?? line.options[0]?.productId ?? '',
    };
  });
}
