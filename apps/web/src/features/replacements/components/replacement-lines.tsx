import type { MyReplacements } from '@nidra/shared/replacements/replacement.schema';
import { useTexts } from '../../../lib/texts.tsx';

type Line = MyReplacements['eligible'][number]['lines'][number];
export type LineChoice = { selected: boolean; quantity: number; wantedProductId: string };

const SELECT =
  'rounded-lg border border-plum-200 bg-white px-2.5 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

/** The default for a line: the same product when it is in stock, else the first size that is. */
export const initialChoice = (line: Line): LineChoice => ({
  selected: false,
  quantity: 1,
  wantedProductId:
    line.options.find((o) => o.productId === line.productId)?.productId ?? line.options[0]?.productId ?? '',
});

/** The bought lines: which to replace, how many, and the size wanted (same design). */
export function ReplacementLines({
  lines,
  choices,
  onChange,
}: {
  lines: Line[];
  choices: Record<string, LineChoice>;
  onChange: (orderItemId: string, choice: LineChoice) => void;
}) {
  const t = useTexts();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-plum-900">{t.itemsToReplace}</legend>
      <ul className="divide-y divide-plum-100 rounded-xl border border-plum-100">
        {lines.map((line) => {
          const choice = choices[line.orderItemId] ?? initialChoice(line);
          const set = (patch: Partial<LineChoice>) => onChange(line.orderItemId, { ...choice, ...patch });
          const id = `line-${line.orderItemId}`;
          return (
            <li key={line.orderItemId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <label htmlFor={id} className="flex flex-1 items-start gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={choice.selected}
                  disabled={line.options.length === 0}
                  onChange={(e) => set({ selected: e.currentTarget.checked })}
                  className="mt-1 h-4 w-4 accent-plum-800"
                />
                <span>
                  <span className="block font-medium text-ink">{line.name}</span>
                  <span className="text-sm text-plum-700">
                    {line.size && `${t.sizeLabel(line.size)} · `}
                    {t.qtyLabel(line.quantity)}
                    {line.options.length === 0 && ' · no size in stock to replace it with'}
                  </span>
                </span>
              </label>
              {choice.selected && (
                <div className="flex gap-3 pl-7 sm:pl-0">
                  {line.quantity > 1 && (
                    <label className="text-xs text-plum-700">
                      {t.piecesLabel}
                      <select
                        value={choice.quantity}
                        onChange={(e) => set({ quantity: Number(e.currentTarget.value) })}
                        className={`${SELECT} mt-1 block`}
                      >
                        {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
                          <option key={n}>{n}</option>
                        ))}
                      </select>
                    </label>
                  )}
                  <label className="text-xs text-plum-700">
                    {t.replaceWithSize}
                    <select
                      value={choice.wantedProductId}
                      onChange={(e) => set({ wantedProductId: e.currentTarget.value })}
                      className={`${SELECT} mt-1 block`}
                    >
                      {line.options.map((o) => (
                        <option key={o.productId} value={o.productId}>
                          {o.size || t.oneSize}
                          {o.productId === line.productId ? ' (same)' : ''}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
