import { Link } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useTexts } from '../../../lib/texts.tsx';
import { KeyFacts, Prose } from './prose.tsx';

export function RefundPolicy() {
  const t = useTexts();
  return (
    <>
      <KeyFacts
        items={[
          <>
            <strong className="block text-plum-900">No refunds, no returns</strong>Nightwear is intimate apparel, so
            every sale is final.
          </>,
          <>
            <strong className="block text-plum-900">Replacement</strong>Only for products that arrive damaged or
            defective.
          </>,
          <>
            <strong className="block text-plum-900">Within 7 days</strong>Ask within 7 days of delivery, with an
            unboxing video.
          </>,
          <>
            <strong className="block text-plum-900">Processed in 3 days</strong>From the day we receive the product
            back.
          </>,
        ]}
      />
      <Prose>
        <h2>No refunds and no returns</h2>
        <p>
          For reasons of hygiene, we do not accept returns and do not offer refunds on nightwear that has been
          delivered. Please check the size, length and chest measurements on each product page before you order; we are
          happy to help you choose at <a href={`mailto:${STORE.email}`}>{STORE.email}</a>.
        </p>

        <h2>Replacement for damaged or defective products</h2>
        <p>
          If a product reaches you damaged or with a manufacturing defect (for example a torn seam, a stain or a missing
          button), we will replace it with the same product.
        </p>
        <ul>
          <li>
            Request the replacement within <strong>7 days of delivery</strong>.
          </li>
          <li>
            Send an <strong>unboxing video</strong>: one continuous recording that starts with the sealed parcel and
            clearly shows the damage or defect. Requests without one cannot be accepted.
          </li>
          <li>The product must be unused and unwashed, with its tags and packaging.</li>
        </ul>

        <h2>How to request a replacement</h2>
        <ol>
          <li>
            {t.emailLabel} <a href={`mailto:${STORE.email}`}>{STORE.email}</a> with your order number (it begins with
            ORD), a short description and the unboxing video or a link to it.
          </li>
          <li>We reply with the address to send the product to.</li>
          <li>
            We process your replacement within <strong>3 days of receiving the product</strong> and send it with a new
            tracking number. Delivery then follows our <Link to="/shipping-policy">Shipping Policy</Link>.
          </li>
        </ol>

        <h2>What is not covered</h2>
        <ul>
          <li>A change of mind, or a size that does not suit you.</li>
          <li>Wear and tear, or damage from washing, ironing or bleaching against the care label.</li>
          <li>Small differences in colour between your screen and the fabric.</li>
        </ul>

        <h2>Failed or interrupted payments</h2>
        <p>
          If your account was debited but your order was not confirmed, no order is placed: the amount is returned to
          your original payment method by our payment partner, PhonePe, in line with your bank's timelines. Write to us
          if it does not arrive.
        </p>
      </Prose>
    </>
  );
}
