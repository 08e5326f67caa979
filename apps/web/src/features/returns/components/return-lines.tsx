import type { MyReturns } from '@nidra/shared/returns/return.schema';
import type { ReturnTexts } from '@nidra/shared/returns/return-texts';
import { useTexts } from '../../../lib/texts.tsx';
import { useReturnTexts } from '../use-return-texts.ts';

type Line = MyReturns['eligible'][number]['lines'][number];
export type LineChoice = { selected: boolean; quantity: number; wantedProductId: string };

const SELECT =
  'rounded-lg border border-plum-200 bg-white px-2.5 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

export const initialChoice = (line: Line): LineChoice => ({
  selected: false,
  quantity: 1,
  wantedProductId: line.sizes[0]?.productId ?? '',
});

/** Why a line cannot be chosen, or null when it can. */
function blockedBecause(w: ReturnTexts, line: Line, exchange: boolean): string | null {
  if (line.isHygiene) return w.returnNotReturnable;
  if (line.hasOpenRequest) return w.returnLineHasOpenRequest;
  if (line.returnable === 0) return w.returnAlreadyReturned;
  if (exchange && line.sizes.length === 0) return w.returnNoSizeInStock;
  return null;
}

/** The delivered lines: which pieces come back, how many, and (for an exchange) the new size of the same design. */
export function ReturnLines({
  lines,
  choices,
  exchange,
  onChange,
}: {
  lines: Line[];
  choices: Record<string, LineChoice>;
  exchange: boolean;
  onChange: (orderItemId: string, choice: LineChoice) => void;
}) {
  const t = useTexts();
  const w = useReturnTexts();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-plum-900">{w.returnChooseLines}</legend>
      <ul className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
        {lines.map((line) => {
          const choice = choices[line.orderItemId] ?? initialChoice(line);
          const set = (patch: Partial<LineChoice>) => onChange(line.orderItemId, { ...choice, ...patch });
          const blocked = blockedBecause(w, line, exchange);
          const id = `return-line-${line.orderItemId}`;
          return (
            <li key={line.orderItemId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <label htmlFor={id} className="flex flex-1 items-start gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={choice.selected && !blocked}
                  disabled={Boolean(blocked)}
                  onChange={(e) => set({ selected: e.currentTarget.checked })}
                  className="mt-1 h-4 w-4 accent-plum-800"
                />
                <span>
                  <span className="block font-medium text-ink">{line.name}</span>
                  <span className="text-sm text-plum-700">
                    {line.size && `${t.sizeLabel(line.size)} · `}
                    {t.qtyLabel(line.quantity)}
                  </span>
                  {blocked && <span className="block text-sm text-plum-600">{blocked}</span>}
                </span>
              </label>
              {choice.selected && !blocked && (
                <div className="flex gap-3 pl-7 sm:pl-0">
                  {line.returnable > 1 && (
                    <label className="text-xs text-plum-700">
                      {w.returnPieces}
                      <select
                        value={choice.quantity}
                        onChange={(e) => set({ quantity: Number(e.currentTarget.value) })}
                        className={`${SELECT} mt-1 block`}
                      >
                        {Array.from({ length: line.returnable }, (_, i) => i + 1).map((n) => (
                          <option key={n}>{n}</option>
                        ))}
                      </select>
                    </label>
                  )}
                  {exchange && (
                    <label className="text-xs text-plum-700">
                      {w.returnNewSize}
                      <select
                        value={choice.wantedProductId}
                        onChange={(e) => set({ wantedProductId: e.currentTarget.value })}
                        className={`${SELECT} mt-1 block`}
                      >
                        {line.sizes.map((s) => (
                          <option key={s.productId} value={s.productId}>
                            {s.size || 'One size'}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
