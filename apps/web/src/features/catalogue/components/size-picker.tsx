import type { DesignSize, ProductDetail } from '@nidra/shared/catalogue/catalogue.schema';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { Modal } from '../../../ui/modal.tsx';

/** Moves to another size's product page; the page is the size's own URL (ADR 0012). */
export function useSwitchSize() {
  const navigate = useNavigate();
  return (size: DesignSize) => navigate(size.url, { preventScrollReset: true });
}

/**
 * The design's sizes as buttons: the current one pressed, sold-out ones struck through and disabled;
 * a press opens that size's page. The size chart opens from here.
 */
export function SizePicker({ product }: { product: ProductDetail }) {
  const t = useTexts();
  const switchSize = useSwitchSize();
  const [chartOpen, setChartOpen] = useState(false);
  const sizes = product.designSizes ?? [];
  const chart = product.sizeChart ?? [];
  if (sizes.length < 2 && chart.length < 2) return null;
  return (
    <div className="mt-4">
      <div className="flex items-center justify-between gap-3">
        <p id="size-picker-label" className="text-sm font-medium text-plum-900">
          {t.chooseSize}
        </p>
        {chart.length > 0 && (
          <button
            type="button"
            onClick={() => setChartOpen(true)}
            className="rounded text-sm text-plum-700 underline decoration-plum-300 underline-offset-4 hover:text-plum-900"
          >
            {t.sizeChart}
          </button>
        )}
      </div>
      <ul aria-labelledby="size-picker-label" className="mt-2 flex flex-wrap gap-2">
        {sizes.map((s) => {
          const current = s.productId === product._id;
          return (
            <li key={s.productId}>
              <button
                type="button"
                aria-pressed={current}
                aria-label={s.inStock ? s.size : t.sizeSoldOut(s.size)}
                disabled={!s.inStock}
                onClick={() => !current && switchSize(s)}
                className={`min-w-12 rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                  current
                    ? 'border-plum-900 bg-plum-900 text-white'
                    : s.inStock
                      ? 'border-plum-300 bg-white text-plum-900 hover:border-plum-700'
                      : 'cursor-not-allowed border-plum-100 bg-plum-50 text-plum-400 line-through'
                }`}
              >
                {s.size}
              </button>
            </li>
          );
        })}
      </ul>
      <Modal open={chartOpen} onClose={() => setChartOpen(false)} label={t.sizeChart}>
        <div className="w-[min(90vw,28rem)] p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 className="font-display text-2xl text-plum-900">{t.sizeChart}</h2>
              <p className="mt-1 text-sm text-plum-600">{t.sizeChartNote}</p>
            </div>
            <button
              type="button"
              onClick={() => setChartOpen(false)}
              className="rounded-full px-3 py-1.5 text-sm text-plum-800 hover:bg-plum-50"
            >
              {t.close}
            </button>
          </div>
          <table className="mt-5 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-plum-200 text-plum-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.sizeChartSize}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.sizeChartLength}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t.sizeChartChest}
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.map((r) => (
                <tr key={r.size} className={`border-b border-plum-100 ${r.size === product.size ? 'bg-blush-50' : ''}`}>
                  <th scope="row" className="py-2 pr-3 font-medium text-ink">
                    {r.size}
                  </th>
                  <td className="py-2 pr-3 text-plum-800">{r.length || '—'}</td>
                  <td className="py-2 text-plum-800">{r.chest || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Modal>
    </div>
  );
}
