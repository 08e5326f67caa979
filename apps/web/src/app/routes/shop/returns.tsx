import { useMyReturns } from '../../../features/returns/api/my-returns.ts';
import { ReturnStatusCard } from '../../../features/returns/components/return-status.tsx';
import { Link, useParams } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

/** /returns and /returns/:requestId: the shopper's returns and exchanges, each with its steps. */
export default function ReturnsPage() {
  const t = useAllTexts();
  const { requestId } = useParams();
  const { data, isPending } = useMyReturns();
  const shown = (data?.requests ?? []).filter((r) => !requestId || r._id === requestId);
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={t.returnsTitle} description={t.returnsPageDescription} />
      <Link to="/orders" className="text-sm text-plum-700 underline-offset-4 hover:underline">
        ← {t.yourOrders}
      </Link>
      <h1 className="mt-3 mb-6 font-display text-3xl text-plum-900">{t.returnsTitle}</h1>
      {isPending ? (
        <p role="status">{t.loading}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-plum-700">{requestId ? t.returnNotFound : t.returnsNone}</p>
      ) : (
        <div className="space-y-10">
          {shown.map((r) => (
            <ReturnStatusCard key={r._id} request={r} />
          ))}
        </div>
      )}
    </main>
  );
}
