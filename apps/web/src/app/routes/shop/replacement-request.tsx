import { useMyReplacements } from '../../../features/replacements/api/my-replacements.ts';
import { ReplacementForm } from '../../../features/replacements/components/replacement-form.tsx';
import { Link, useNavigate, useParams } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { toast } from '../../../ui/toast.tsx';

/** /orders/:orderId/replacement: the replacement request of a delivered order (refund policy). */
export default function ReplacementRequestPage() {
  const t = useAllTexts();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending } = useMyReplacements();
  const order = data?.eligible.find((o) => o.orderId === orderId);
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <PageMeta title={t.requestReplacement} description={t.replacementPageDescription} />
      <Link to="/orders" className="text-sm text-plum-700 underline-offset-4 hover:underline">
        ← {t.yourOrders}
      </Link>
      <h1 className="mt-3 mb-2 font-display text-3xl text-plum-900">{t.requestReplacement}</h1>
      <p className="mb-6 text-sm leading-relaxed text-plum-700">{t.replacementIntro}</p>
      {isPending ? (
        <p role="status">{t.loading}</p>
      ) : order ? (
        <ReplacementForm
          order={order}
          onDone={() => {
            toast.success(t.replacementSubmitted);
            navigate('/orders');
          }}
        />
      ) : (
        <p role="alert" className="rounded-lg border border-plum-200 bg-blush-50 px-4 py-3 text-sm text-plum-900">
          {data?.requests.some((r) => r.orderId === orderId)
            ? t.replacementAlreadyRequested
            : t.replacementWindowClosed}
        </p>
      )}
    </main>
  );
}
