import { UnsubscribePanel } from '../../../features/mail-preferences/components/unsubscribe-panel.tsx';
import { useSearchParams } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

/** /unsubscribe?token=…: the page a mail's unsubscribe link opens; works without signing in. */
export default function UnsubscribePage() {
  const t = useAllTexts();
  const [params] = useSearchParams();
  return (
    <main className="mx-auto max-w-lg px-4 pb-20 pt-10 sm:pt-16">
      <PageMeta title={t.unsubscribeTitle} />
      <h1 className="mb-6 text-center font-display text-3xl text-plum-900">{t.unsubscribeTitle}</h1>
      <UnsubscribePanel token={params.get('token') ?? ''} />
    </main>
  );
}
