import { cartTotalsOf, codOffer, type PaymentMethod } from '@nidra/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useCreateAddress } from '../../../features/addresses/api/create-address.ts';
import { useAddresses } from '../../../features/addresses/api/get-addresses.ts';
import { AddressForm } from '../../../features/addresses/components/address-form.tsx';
import { AddressRadioList } from '../../../features/addresses/components/address-radio-list.tsx';
import { useCart } from '../../../features/cart/api/get-cart.ts';
import { CartTotalsList } from '../../../features/cart/components/cart-totals-list.tsx';
import { CheckoutSkeleton } from '../../../features/checkout/components/checkout-skeleton.tsx';
import { CheckoutSummary } from '../../../features/checkout/components/checkout-summary.tsx';
import { useProceedToPayment } from '../../../features/checkout/hooks/use-proceed-to-payment.ts';
import { useCodSettings } from '../../../features/cod/api/get-cod-settings.ts';
import { PaymentMethodChoice } from '../../../features/cod/components/payment-method-choice.tsx';
import { usePlaceCodOrderAction } from '../../../features/cod/hooks/use-place-cod-order.ts';
import { useCodEligibility } from '../../../features/messaging/api/cod-eligibility.ts';
import { useSaveWhatsappConsent, useWhatsappConsent } from '../../../features/messaging/api/whatsapp-consent.ts';
import { WhatsappConsentField } from '../../../features/messaging/components/whatsapp-consent-field.tsx';
import { CouponBox, OfferLines } from '../../../features/promotions/components/coupon-box.tsx';
import { useDeliveryCheck } from '../../../features/shipping/api/check-delivery.ts';
import { rememberPin } from '../../../features/shipping/api/remembered-pin.ts';
import { DeliveryAnswer } from '../../../features/shipping/components/delivery-answer.tsx';
import { Link, Navigate } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { Button } from '../../../ui/button.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

/** Checkout: choose or add a delivery address, review the order, go to the payment page. */
export default function CheckoutPage() {
  const t = useAllTexts();
  const cart = useCart();
  const addresses = useAddresses();
  const createAddress = useCreateAddress();
  const payment = useProceedToPayment();
  const codSettings = useCodSettings();
  const codOrder = usePlaceCodOrderAction();
  const consent = useWhatsappConsent();
  const saveConsent = useSaveWhatsappConsent();
  const eligibility = useCodEligibility();
  const [whatsapp, setWhatsapp] = useState<boolean | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('ONLINE');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // The courier's answer for the chosen address's PIN (ADR 0024): the date, and COD only where it collects cash.
  const saved = addresses.data ?? [];
  const chosenId = selectedId ?? (saved.length === 1 ? saved[0]._id : null);
  const shipPin = saved.find((a) => a._id === chosenId)?.postalCode ?? null;
  const delivery = useDeliveryCheck(shipPin);
  useEffect(() => {
    if (shipPin && delivery.data?.serviceable) rememberPin(shipPin);
  }, [shipPin, delivery.data]);

  useEffect(() => {
    if (cart.error) console.error(cart.error);
    if (addresses.error) console.error(addresses.error);
  }, [cart.error, addresses.error]);

  let body: ReactNode;
  if (cart.error) body = <p className="py-16 text-center font-display text-2xl text-plum-900">{t.fetchCartError}</p>;
  else if (cart.isPending || (addresses.isPending && !addresses.error)) body = <CheckoutSkeleton />;
  // Spec §4: with no cart items the shopper is sent home; with only sold-out ones, back to the cart.
  else if (cart.data.items.length === 0) return <Navigate to="/" replace />;
  else {
    const totals = cartTotalsOf(cart.data.items, cart.data.offers);
    if (totals.totalItems === 0) return <Navigate to="/cart" replace />;
    const list = addresses.data ?? [];
    // One saved address is the obvious choice; with several the shopper picks.
    const chosen = selectedId ?? (list.length === 1 ? list[0]._id : null);
    const showForm = adding || list.length === 0;
    const courier = delivery.data?.pin === shipPin ? delivery.data : null;
    const unserviceable = courier?.serviceable === false;
    const cod = codSettings.data
      ? codOffer(codSettings.data, totals.totalAmount, t, {
          courierCollectsCash: courier?.codAvailable !== false,
          prepaidOnlyReason: eligibility.data?.prepaidOnly ? t.codPrepaidOnly : null,
        })
      : null;
    const wantsWhatsapp = whatsapp ?? consent.data?.consent ?? false;
    // Cash on Delivery only while it is offered for this cart (a cart grown past the limit goes back online).
    const isCod = method === 'COD' && cod !== null && cod.availability.available;
    body = (
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
        <div className="space-y-6">
          {list.length > 0 && (
            <AddressRadioList
              legend={t.deliveryAddressLegend}
              addresses={list}
              selectedId={chosen}
              onSelect={setSelectedId}
            />
          )}
          {courier && !showForm && (
            <div aria-live="polite" className="rounded-xl border border-plum-100 bg-white px-4 py-3">
              <DeliveryAnswer check={courier} />
            </div>
          )}
          {showForm ? (
            <section aria-labelledby="new-address" className="rounded-2xl border border-plum-100 bg-white p-5 sm:p-6">
              <h2 id="new-address" className="mb-5 font-display text-xl text-plum-900">
                {list.length === 0 ? 'Where should we deliver?' : t.addNewAddress}
              </h2>
              <AddressForm
                submitLabel="Save Address"
                busy={createAddress.isPending}
                onCancel={list.length > 0 ? () => setAdding(false) : undefined}
                onSubmit={(fields) =>
                  createAddress.mutate(fields, {
                    onSuccess: (saved) => {
                      setSelectedId(saved._id);
                      setAdding(false);
                    },
                  })
                }
              />
            </section>
          ) : (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <span aria-hidden="true">+</span> {t.addNewAddress}
            </Button>
          )}
        </div>
        <div className="space-y-4 lg:sticky lg:top-24">
          <CouponBox offers={cart.data.offers} />
          <CheckoutSummary
            items={cart.data.items}
            breakdown={
              <CartTotalsList
                totals={totals}
                showItems
                codFee={isCod ? cod.fee : undefined}
                offerLines={<OfferLines offers={cart.data.offers} />}
              />
            }
            paymentChoice={
              <>
                <PaymentMethodChoice value={isCod ? 'COD' : 'ONLINE'} onChange={setMethod} cod={cod} />
                <div className="mb-5">
                  <WhatsappConsentField
                    checked={wantsWhatsapp}
                    onChange={setWhatsapp}
                    note={isCod ? t.codConfirmNote : null}
                  />
                </div>
              </>
            }
            action={isCod ? { label: t.placeOrder, busyLabel: t.placingOrder } : undefined}
            error={unserviceable ? t.pinNotServiceable : isCod ? codOrder.error : payment.error}
            busy={payment.busy || codOrder.busy}
            onProceed={async () => {
              if (unserviceable) return;
              // The WhatsApp choice is saved first, for the delivery mobile; a failure never holds the order up.
              const mobile = list.find((a) => a._id === chosen)?.phoneNumber;
              if (mobile && (wantsWhatsapp || consent.data?.consent))
                await saveConsent.mutateAsync({ consent: wantsWhatsapp, mobile }).catch(() => undefined);
              if (isCod)
                codOrder.proceed({ cartId: cart.data._id, totals, fee: cod.fee, addresses: list, selectedId: chosen });
              else payment.proceed({ cartId: cart.data._id, totals, addresses: list, selectedId: chosen });
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageMeta title={t.checkoutPageTitle} description={t.checkoutPageDescription} />
      <nav aria-label={t.breadcrumb} className="mb-2 text-sm text-plum-700">
        <Link to="/cart" className="underline-offset-4 hover:underline">
          {t.cartCrumb}
        </Link>{' '}
        / <span aria-current="page">{t.checkoutPageTitle}</span>
      </nav>
      <h1 className="mb-6 font-display text-3xl text-plum-900">{t.checkoutPageTitle}</h1>
      {body}
    </main>
  );
}
