import { Link } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useTexts } from '../../../lib/texts.tsx';
import { Prose } from './prose.tsx';

export function TermsConditions() {
  const t = useTexts();
  return (
    <Prose>
      <p>
        These terms apply when you use the {STORE.name} website and when you buy from us. By placing an order you agree
        to them, so please read them alongside our <Link to="/shipping-policy">Shipping Policy</Link>,{' '}
        <Link to="/refund-policy">Refund Policy</Link> and <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Please give us accurate details, including a phone number where the courier can reach you.</li>
        <li>Keep your password private; you are responsible for orders placed through your account.</li>
        <li>We may suspend an account that is used for fraud or to misuse the store.</li>
      </ul>

      <h2>Products and prices</h2>
      <ul>
        <li>
          All prices are in Indian rupees (₹) and are <strong>inclusive of GST</strong>. The shipping fee is extra and
          is shown in your cart before you pay.
        </li>
        <li>
          We describe every product and its measurements (size, length and chest) as accurately as we can. Colours may
          look slightly different on different screens.
        </li>
        <li>
          A discount is shown against the product's MRP. Prices can change, but you always pay the price shown when you
          place your order.
        </li>
      </ul>

      <h2>Orders</h2>
      <ul>
        <li>
          Every order is <strong>subject to availability</strong>. An order is confirmed only once your payment
          succeeds.
        </li>
        <li>
          If a product becomes unavailable after payment, or was listed at an obviously wrong price, we may cancel that
          order; the full amount you paid for it is then returned to your original payment method.
        </li>
        <li>Once an order has been dispatched it cannot be changed or cancelled.</li>
      </ul>

      <h2>{t.paymentPageTitle}</h2>
      <p>
        Payments are made on PhonePe's secure payment page. Your bank or payment provider's own terms also apply to the
        payment.
      </p>

      <h2>Delivery, replacements and refunds</h2>
      <p>
        Delivery times and fees are described in our <Link to="/shipping-policy">Shipping Policy</Link>. We do not
        accept returns or give refunds on delivered products; damaged or defective products are replaced as described in
        our <Link to="/refund-policy">Refund Policy</Link>.
      </p>

      <h2>Content of this website</h2>
      <p>
        Photographs, designs, text and the {STORE.name} name and logo belong to {STORE.name}. Please do not copy or
        reuse them without our written permission.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, our liability for any order is limited to the amount you paid for it. Nothing in
        these terms limits your rights as a consumer under Indian law.
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the
        courts at Hyderabad, Telangana.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We may update these terms; the version on this page when you place an order applies to that order. Questions are
        welcome at <a href={`mailto:${STORE.email}`}>{STORE.email}</a>.
      </p>
    </Prose>
  );
}
