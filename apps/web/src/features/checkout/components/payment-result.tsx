import { orderLabel } from '@nidra/shared';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { StrokeIcon } from '../../../ui/icon.tsx';
import { usePaymentOutcome } from '../api/validate-payment.ts';

/**
 * The payment result page: validating, then success, failed or error (spec §2). A payment the bank
 * has not confirmed after the first checks shows as pending, without Go to Checkout: a second payment
 * could be taken while the first still completes.
 */
export function PaymentResult({ transactionId }: { transactionId: string | null }) {
  const t = useAllTexts();
  const { outcome, checkAgain, isChecking } = usePaymentOutcome(transactionId);

  if (outcome.state === 'validating')
    return (
      <Panel tone="neutral" icon={<Spinner />}>
        <h1 role="status" className="font-display text-2xl text-plum-900">
          {t.validatingPayment}
        </h1>
        <p className="mt-2 text-sm text-plum-700">{t.keepPageOpen}</p>
      </Panel>
    );

  if (outcome.state === 'pending')
    return (
      <Panel tone="waiting" icon={<Mark d="M12 7.5V12l3 2" />}>
        <h1 className="font-display text-2xl text-plum-900">{t.paymentPendingTitle}</h1>
        <p role="status" className="mt-2 text-plum-800">
          {t.paymentStillConfirming}
        </p>
        <Actions>
          <Button onClick={checkAgain} disabled={isChecking} aria-busy={isChecking} className="px-7 py-3">
            {t.checkAgain}
          </Button>
          <Link to="/orders" className={buttonClass('secondary', 'px-7 py-3')}>
            {t.yourOrders}
          </Link>
        </Actions>
      </Panel>
    );

  if (outcome.state === 'success')
    return (
      <Panel tone="success" icon={<Mark d="M7 12.5l3.25 3.25L17 9" />}>
        <h1 className="font-display text-2xl text-plum-900">{t.paymentSuccessTitle}</h1>
        <p className="mt-2 text-plum-800">{t.paymentSuccessText}</p>
        <p className="mt-1 text-sm text-plum-700">{t.orderLine(orderLabel(outcome.orderNumber))}</p>
        <Actions>
          <Link to="/orders" className={buttonClass('primary', 'px-7 py-3')}>
            {t.yourOrders}
          </Link>
          <Link to="/" className={buttonClass('secondary', 'px-7 py-3')}>
            {t.continueShopping}
          </Link>
        </Actions>
      </Panel>
    );

  const failed = outcome.state === 'failed';
  return (
    <Panel tone="problem" icon={<Mark d={failed ? 'M8.5 8.5l7 7M15.5 8.5l-7 7' : 'M12 7.5v5.5M12 16.25v.25'} />}>
      <h1 className="font-display text-2xl text-plum-900">{failed ? t.paymentFailedTitle : t.paymentErrorTitle}</h1>
      {failed && <p className="mt-2 text-plum-800">{t.paymentFailedText}</p>}
      <Actions>
        <Link to="/checkout" className={buttonClass('primary', 'px-7 py-3')}>
          {t.goToCheckout}
        </Link>
        <Link to="/cart" className={buttonClass('secondary', 'px-7 py-3')}>
          {t.viewCart}
        </Link>
      </Actions>
    </Panel>
  );
}

const TONES = {
  neutral: 'bg-plum-50 text-plum-700',
  waiting: 'bg-amber-50 text-amber-700',
  success: 'bg-emerald-50 text-emerald-700',
  problem: 'bg-red-50 text-red-700',
};

function Panel({ tone, icon, children }: { tone: keyof typeof TONES; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg rounded-3xl border border-plum-100 bg-white px-6 py-10 text-center shadow-sm sm:px-10 sm:py-12">
      <div className={`mx-auto mb-6 grid h-16 w-16 place-items-center rounded-full ${TONES[tone]}`}>{icon}</div>
      {children}
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>;
}

function Mark({ d }: { d: string }) {
  return (
    <StrokeIcon width="32" height="32" strokeWidth="2">
      <circle cx="12" cy="12" r="9.25" strokeWidth="1.5" />
      <path d={d} />
    </StrokeIcon>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-8 w-8 animate-spin rounded-full border-[3px] border-plum-200 border-t-plum-700 motion-reduce:animate-none"
    />
  );
}
