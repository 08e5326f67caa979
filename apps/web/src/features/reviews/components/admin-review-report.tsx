import { reviewMessages } from '@nidra/shared';
import { useReviewReport } from '../api/admin-reviews.ts';

const fitText = (f: { small: number; true: number; large: number }) =>
  `${f.small} ${reviewMessages.sizeFeedbackNames.small} · ${f.true} ${reviewMessages.sizeFeedbackNames.true} · ${f.large} ${reviewMessages.sizeFeedbackNames.large}`;

/** Average rating and size feedback per subcategory and design; "Runs small" where most buyers say so. */
export function AdminReviewReport() {
  const report = useReviewReport();
  if (!report.data) return null;
  const rows = [
    ...report.data.subcategories.map((s) => ({ key: `s-${s.subcategory}`, name: s.subcategory, strong: true, ...s })),
    ...report.data.designs.map((d) => ({
      key: `d-${d.subcategory}-${d.designKey}`,
      name: `${d.subcategory} · ${d.productName}`,
      strong: false,
      ...d,
    })),
  ];
  return (
    <section className="mt-10" aria-labelledby="review-report">
      <h2 id="review-report" className="font-display text-xl text-plum-900">
        {reviewMessages.reviewReportTitle}
      </h2>
      <div className="mt-3 overflow-x-auto rounded-2xl border border-plum-100 bg-white">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-plum-50 text-left text-xs text-plum-700">
            <tr>
              <th className="px-4 py-2">{reviewMessages.reportDesign}</th>
              <th className="px-4 py-2 text-right">{reviewMessages.reportAverage}</th>
              <th className="px-4 py-2 text-right">{reviewMessages.reportCount}</th>
              <th className="px-4 py-2">{reviewMessages.sizeFeedbackLabel}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-plum-100">
            {rows.map((r) => (
              <tr key={r.key} className={r.strong ? 'font-medium' : ''}>
                <td className="px-4 py-2">{r.name}</td>
                <td className="px-4 py-2 text-right">{r.average.toFixed(1)}</td>
                <td className="px-4 py-2 text-right">{r.count}</td>
                <td className="px-4 py-2">
                  {fitText(r.fit)}
                  {r.runsSmall && (
                    <span className="ml-2 rounded-full bg-blush-100 px-2 py-0.5 text-xs font-medium text-blush-700">
                      {reviewMessages.runsSmallFlag}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
