import { useId } from 'react';

/** What the shopper chose for one bought line: whether it is in, how many pieces, and the size wanted. */
export type LineChoice = { selected: boolean; quantity: number; wantedProductId: string };

/** A bought line as the picker shows it; each request form says what its lines allow. */
export type PickerLine = {
  orderItemId: string;
  name: string;
  /** Under the name: the size and quantity bought. */
  detail: string;
  /** How many pieces may be chosen; a count to pick shows above one. */
  max: number;
  /** The line cannot be chosen (its checkbox is off and disabled). */
  unavailable: boolean;
  /** A line of its own under the detail: why the line cannot be chosen. */
  note: string | null;
  /** The sizes the shopper may ask for instead of the one bought. */
  sizes: { productId: string; label: string }[];
  /** The size chosen until the shopper picks another (a product id of `sizes`, or ''). */
  defaultSize: string;
};

const SELECT =
  'rounded-lg border border-plum-200 bg-white px-2.5 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

/** Every line left out, one piece, its default size: a request form's starting choices. */
export const initialChoices = (lines: PickerLine[]): Record<string, LineChoice> =>
  Object.fromEntries(
    lines.map((l) => [l.orderItemId, { selected: false, quantity: 1, wantedProductId: l.defaultSize }]),
  );

/**
 * The bought lines of a delivered order for a replacement, return or exchange: which lines, how many
 * pieces of each, and (when `sizeLabel` is given) the size wanted instead.
 */
export function LinePicker({
  legend,
  piecesLabel,
  sizeLabel,
  lines,
  choices,
  onChange,
}: {
  legend: string;
  piecesLabel: string;
  /** The size select's label; null when no size is asked (a refund). */
  sizeLabel: string | null;
  lines: PickerLine[];
  choices: Record<string, LineChoice>;
  onChange: (orderItemId: string, choice: LineChoice) => void;
}) {
  const idPrefix = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-plum-900">{legend}</legend>
      <ul className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
        {lines.map((line) => {
          const choice = choices[line.orderItemId] ?? initialChoices([line])[line.orderItemId];
          const set = (patch: Partial<LineChoice>) => onChange(line.orderItemId, { ...choice, ...patch });
          const chosen = choice.selected && !line.unavailable;
          const id = `${idPrefix}-${line.orderItemId}`;
          return (
            <li key={line.orderItemId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <label htmlFor={id} className="flex flex-1 items-start gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={chosen}
                  disabled={line.unavailable}
                  onChange={(e) => set({ selected: e.currentTarget.checked })}
                  className="mt-1 h-4 w-4 accent-plum-800"
                />
                <span>
                  <span className="block font-medium text-ink">{line.name}</span>
                  <span className="text-sm text-plum-700">{line.detail}</span>
                  {line.note && <span className="block text-sm text-plum-600">{line.note}</span>}
                </span>
              </label>
              {chosen && (
                <div className="flex gap-3 pl-7 sm:pl-0">
                  {line.max > 1 && (
                    <label className="text-xs text-plum-700">
                      {piecesLabel}
                      <select
                        value={choice.quantity}
                        onChange={(e) => set({ quantity: Number(e.currentTarget.value) })}
                        className={`${SELECT} mt-1 block`}
                      >
                        {Array.from({ length: line.max }, (_, i) => i + 1).map((n) => (
                          <option key={n}>{n}</option>
                        ))}
                      </select>
                    </label>
                  )}
                  {sizeLabel && (
                    <label className="text-xs text-plum-700">
                      {sizeLabel}
                      <select
                        value={choice.wantedProductId}
                        onChange={(e) => set({ wantedProductId: e.currentTarget.value })}
                        className={`${SELECT} mt-1 block`}
                      >
                        {line.sizes.map((s) => (
                          <option key={s.productId} value={s.productId}>
                            {s.label}
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
