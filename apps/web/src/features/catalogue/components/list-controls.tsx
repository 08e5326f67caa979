import { hasListFilters, LIST_SORTS, type ListParams, type ListSort } from '@nidra/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';

const SORT_KEYS = {
  newest: 'sortNewest',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  discount: 'sortDiscount',
  rating: 'sortRating',
} as const satisfies Record<ListSort, string>;

type Props = {
  params: ListParams;
  onChange: (next: ListParams) => void;
  facets?: { sizes: string[]; fabrics: string[] };
  /** The order used when no sort is chosen: the shop's recommendation, or the best match for a search. */
  defaultSortLabel: string;
};

const field =
  'rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

/** Sort and filters of a list; every change goes to the URL. On phones the filters fold behind a button. */
export function ListControls({ params, onChange, facets, defaultSortLabel }: Props) {
  const t = useTexts();
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = hasListFilters(params);
  const set = (patch: Partial<ListParams>) => onChange({ ...params, ...patch });
  const applyPrices = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const rupees = (name: string) => {
      const v = String(data.get(name) ?? '').trim();
      return /^\d{1,7}$/.test(v) ? Number(v) : undefined;
    };
    set({ minPrice: rupees('minPrice'), maxPrice: rupees('maxPrice') });
  };

  return (
    <div className="mb-6 border-b border-plum-100 pb-4">
      {/* One row whatever the font: a row that wrapped while a Hindi page's font loaded moved the grid (CLS). */}
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((o) => !o)}
        >
          {t.filters}
          {active && <span className="size-2 rounded-full bg-blush-500" aria-hidden="true" />}
        </Button>
        <label className="ml-auto flex min-w-0 items-center gap-2 text-sm text-plum-700">
          <span className="truncate">{t.sortBy}</span>
          <select
            className={field}
            value={params.sort ?? ''}
            onChange={(e) => set({ sort: (e.target.value || undefined) as ListSort | undefined })}
          >
            <option value="">{defaultSortLabel}</option>
            {LIST_SORTS.map((s) => (
              <option key={s} value={s}>
                {t[SORT_KEYS[s]]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div
        id={`${id}-filters`}
        className={`${open ? 'flex' : 'hidden'} mt-4 flex-col gap-4 lg:flex lg:flex-row lg:flex-wrap lg:items-end`}
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-plum-900">
          {t.filterSize}
          <select
            className={field}
            value={params.size ?? ''}
            onChange={(e) => set({ size: e.target.value || undefined })}
          >
            <option value="">{t.filterAnySize}</option>
            {(facets?.sizes ?? []).map((s) => (
              <option key={s}>{s}</option>
            ))}
            {params.size && !facets?.sizes.includes(params.size) && <option>{params.size}</option>}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-plum-900">
          {t.filterFabric}
          <select
            className={field}
            value={params.fabric ?? ''}
            onChange={(e) => set({ fabric: e.target.value || undefined })}
          >
            <option value="">{t.filterAnyFabric}</option>
            {(facets?.fabrics ?? []).map((f) => (
              <option key={f}>{f}</option>
            ))}
            {params.fabric && !facets?.fabrics.includes(params.fabric) && <option>{params.fabric}</option>}
          </select>
        </label>
        <form
          className="flex items-end gap-2"
          onSubmit={applyPrices}
          key={`${params.minPrice ?? ''}-${params.maxPrice ?? ''}`}
        >
          <label className="flex flex-col gap-1 text-sm font-medium text-plum-900">
            {t.filterMinPrice}
            <input
              name="minPrice"
              inputMode="numeric"
              pattern="[0-9]*"
              defaultValue={params.minPrice}
              className={`${field} w-28`}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-plum-900">
            {t.filterMaxPrice}
            <input
              name="maxPrice"
              inputMode="numeric"
              pattern="[0-9]*"
              defaultValue={params.maxPrice}
              className={`${field} w-28`}
            />
          </label>
          <Button type="submit" variant="secondary" className="py-2">
            {t.applyFilters}
          </Button>
        </form>
        <label className="flex items-center gap-2 py-2 text-sm text-plum-900">
          <input
            type="checkbox"
            className="size-4 accent-plum-800"
            checked={Boolean(params.inStock)}
            onChange={(e) => set({ inStock: e.target.checked || undefined })}
          />
          {t.filterInStock}
        </label>
        {active && (
          <Button variant="ghost" className="py-2 lg:ml-auto" onClick={() => onChange({ sort: params.sort })}>
            {t.clearFilters}
          </Button>
        )}
      </div>
    </div>
  );
}
