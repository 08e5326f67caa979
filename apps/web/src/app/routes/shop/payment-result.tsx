import { PaymentResult } from '../../../features/checkout/components/payment-result.tsx';
import { useParams, useSearchParams } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

/** /checkout/validate/{transactionId} and /validate-payment?transactionId=… (spec §2). */
export default function PaymentResultPage() {
  const t = useAllTexts();
  const { transactionId: fromPath } = useParams();
  const [search] = useSearchParams();
  const transactionId = fromPath ?? search.get('transactionId');
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
      <PageMeta title={t.paymentPageTitle} description={t.paymentPageDescription} />
      <PaymentResult key={transactionId} transactionId={transactionId} />
    </main>
  );
}
