import { useHygiene, useSetHygiene } from '../api/after-sales.ts';

/** Which subcategories are hygiene items: never returned or exchanged, said so on their product pages. */
export function HygieneSettings() {
  const { data } = useHygiene();
  const set = useSetHygiene();
  return (
    <fieldset className="rounded-xl border border-plum-100 bg-white p-4">
      <legend className="px-1 text-sm font-medium text-plum-900">Hygiene subcategories (not returnable)</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {data?.subcategories.map((s) => (
          <label key={s.id} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={s.isHygiene}
              disabled={set.isPending}
              onChange={(e) => set.mutate({ subcategoryId: s.id, isHygiene: e.currentTarget.checked })}
              className="h-4 w-4 accent-plum-800"
            />
            {s.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
