import { useEffect, useState } from 'react';
import { applyCoupon } from '../../../features/promotions/api/coupon.ts';
import { rememberCode } from '../../../features/promotions/pending-code.ts';
import { useQueryClient } from '../../../lib/query/use-query.tsx';
import { Link, useNavigate, useParams } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

/**
 * /offers/{CODE}: a shared offer link. Signed in, the code goes on the cart at once and the cart opens;
 * signed out, it is remembered and applied right after sign-in (ADR 0023).
 */
export default function OfferLinkPage() {
  const t = useAllTexts();
  const code = (useParams().code ?? '').trim().toUpperCase();
  const user = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!code) return;
    if (!user) {
      rememberCode(code);
      return;
    }
    applyCoupon(user._id, code).then(
      (cart) => {
        queryClient.setQueryData(['cart', user._id], cart);
        navigate('/cart', { replace: true });
      },
      (e: Error) => setError(e.message),
    );
  }, [code, user, navigate, queryClient]);

  return (
    <main className="mx-auto max-w-md px-4 py-14 text-center sm:py-20">
      <PageMeta title={t.offerPageTitle(code)} description={t.offerLinkSaved(code)} />
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-plum-700">{t.offersHeading}</p>
      <h1 className="mt-2 font-display text-3xl text-plum-900">{code}</h1>
      <p role={error ? 'alert' : 'status'} className={error ? 'mt-4 text-red-700' : 'mt-4 text-plum-700'}>
        {error ?? (user ? t.offerLinkApplying : t.offerLinkSaved(code))}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        {!user && (
          <Link to="/login" className={buttonClass('primary', 'px-8 py-3')}>
            {t.offerLinkSignIn}
          </Link>
        )}
        <Link to="/" className={buttonClass('secondary', 'px-8 py-3')}>
          {t.continueShopping}
        </Link>
      </div>
    </main>
  );
}
