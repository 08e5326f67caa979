import { useMyReturns } from '../../../features/returns/api/my-returns.ts';
import { ReturnForm } from '../../../features/returns/components/return-form.tsx';
import { Link, useNavigate, useParams } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { toast } from '../../../ui/toast.tsx';

/** /orders/:orderId/return: a return or size exchange of a delivered order (ADR 0027). */
export default function ReturnRequestPage() {
  const t = useAllTexts();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending } = useMyReturns();
  const order = data?.eligible.find((o) => o.orderId === orderId);
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <PageMeta title={t.returnOrExchange} description={t.returnRequestPageDescription} />
      <Link to="/orders" className="text-sm text-plum-700 underline-offset-4 hover:underline">
        ← {t.yourOrders}
      </Link>
      <h1 className="mt-3 mb-2 font-display text-3xl text-plum-900">{t.returnOrExchange}</h1>
      {data && <p className="mb-6 text-sm leading-relaxed text-plum-700">{t.returnWindowNote(data.windowDays)}</p>}
      {isPending ? (
        <p role="status">{t.loading}</p>
      ) : order ? (
        <ReturnForm
          order={order}
          onDone={(r) => {
            toast.success(t.returnSubmitted);
            navigate(`/returns/${r._id}`);
          }}
        />
      ) : (
        <p role="alert" className="rounded-lg border border-plum-200 bg-blush-50 px-4 py-3 text-sm text-plum-900">
          {t.returnWindowClosed(data?.windowDays ?? 15)}
        </p>
      )}
    </main>
  );
}
