import { Link } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useTexts } from '../../../lib/texts.tsx';
import { KeyFacts, Prose } from './prose.tsx';
import { type FeeTableWords, ShippingFeeTable } from './shipping-fee-table.tsx';

const FEE_TABLE_WORDS: FeeTableWords = {
  caption: 'Shipping fee by the number of items in an order',
  items: 'Items in your order',
  fee: 'Shipping fee',
  band: (from, to, isLast) => {
    if (isLast) return `${from} or more items`;
    if (from === to) return from === 1 ? '1 item' : `${from} items`;
    return `${from}–${to} items`;
  },
};

export function ShippingPolicy() {
  const t = useTexts();
  return (
    <>
      <KeyFacts
        items={[
          <>
            <strong className="block text-plum-900">Processing</strong>Within 2 business days of your order being
            confirmed.
          </>,
          <>
            <strong className="block text-plum-900">Transit</strong>7–10 business days after dispatch, depending on your
            pincode.
          </>,
          <>
            <strong className="block text-plum-900">Shipping fee</strong>Based on the number of items, shown in your
            cart before you pay.
          </>,
          <>
            <strong className="block text-plum-900">Tracking</strong>A tracking number appears in Your Orders once your
            parcel leaves us.
          </>,
        ]}
      />
      <Prose>
        <h2>Where we ship</h2>
        <p>
          We deliver to addresses across India from our studio in Hyderabad, Telangana. We do not ship outside India at
          the moment.
        </p>

        <h2>When your order ships</h2>
        <p>
          Every order is checked, folded and packed by hand. We process orders within <strong>2 business days</strong>{' '}
          of payment confirmation (Monday to Saturday, excluding public holidays). Orders placed on a Sunday or a
          holiday are processed from the next business day.
        </p>

        <h2>How long delivery takes</h2>
        <p>
          Once dispatched, parcels are usually in transit for <strong>7–10 business days</strong>, depending on how far
          your pincode is from Hyderabad and on local courier schedules.
        </p>
        <p>
          Our product pages note: “{t.deliveryNote}” That is the usual time for most cities; please allow the full
          processing and transit times above for remote locations, and during festivals or severe weather.
        </p>

        <h2>Shipping fee</h2>
        <p>
          Prices on Nidra include GST; shipping is charged separately and depends on the total number of items in your
          order. The fee is shown in your cart and at checkout before you pay, and sold-out items are never counted.
        </p>
        <ShippingFeeTable words={FEE_TABLE_WORDS} />

        <h2>Tracking your parcel</h2>
        <p>
          When your order is dispatched, its tracking number appears under <Link to="/orders">Your Orders</Link>. Use
          the <em>Track your order</em> button there to follow it on the India Post tracking site.
        </p>

        <h2>Address and delivery</h2>
        <ul>
          <li>Please check your address, pincode and phone number before paying: the courier calls this number.</li>
          <li>We cannot change the delivery address once an order has been dispatched.</li>
          <li>
            If a parcel comes back to us because the address was incomplete or nobody could receive it, we will contact
            you to arrange a new delivery.
          </li>
          <li>
            If your parcel arrives damaged, please record an unboxing video and read our{' '}
            <Link to="/refund-policy">Refund Policy</Link> for how we replace it.
          </li>
        </ul>

        <h2>Questions</h2>
        <p>
          Write to us at <a href={`mailto:${STORE.email}`}>{STORE.email}</a> with your order number and we will help.
        </p>
      </Prose>
    </>
  );
}
