import { STORE } from '../../../lib/store-info.ts';
import { useTexts } from '../../../lib/texts.tsx';
import { PRIVACY_EFFECTIVE_DATE } from '../static-page.ts';
import { Prose } from './prose.tsx';

export function PrivacyPolicy() {
  const t = useTexts();
  return (
    <Prose>
      <p>
        This policy explains what personal information {STORE.name} keeps when you shop with us, why we keep it and the
        choices you have. It applies to this website and is effective from <strong>{PRIVACY_EFFECTIVE_DATE}</strong>.
      </p>

      <h2>Information we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, email address and phone number. Your password is stored only as a
          secure one-way hash, never as readable text. If you sign in with Google, we receive your name and email from
          Google.
        </li>
        <li>
          <strong>Addresses:</strong> the delivery addresses you save in Your Address.
        </li>
        <li>
          <strong>Orders:</strong> the products you buy, amounts, shipping fees, invoices, order status and tracking
          numbers.
        </li>
        <li>
          <strong>Shopping activity:</strong> the items in your cart and, while you are signed in, the products you
          recently viewed, so that we can show them to you again.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To take, pack and deliver your orders and to issue GST invoices.</li>
        <li>To send emails you need, such as order confirmations and password-reset links.</li>
        <li>To answer your questions and handle replacement requests.</li>
        <li>To keep the store secure, for example by limiting repeated failed sign-in attempts.</li>
      </ul>
      <p>
        We do not sell or rent your personal information, and we do not send marketing messages you did not ask for.
      </p>

      <h2>Payments</h2>
      <p>
        Payments are handled by <strong>PhonePe</strong> on its own secure payment page. We never see or store your
        card, UPI or bank details; we receive only the payment status and a transaction reference for your order.
      </p>

      <h2>Who we share it with</h2>
      <ul>
        <li>Our courier and postal partners receive the name, address and phone number needed to deliver a parcel.</li>
        <li>PhonePe receives the amount and reference of the payment you make.</li>
        <li>Authorities, where Indian law requires it (for example tax records).</li>
      </ul>

      <h2>Cookies and local storage</h2>
      <p>
        We use cookies and your browser's local storage for things the store needs to work: keeping you signed in (a
        sign-in token and your basic account details) and remembering that you accepted our cookie notice. We do not use
        advertising trackers. You can clear this data at any time from your browser's settings; you will then be signed
        out.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account information while your account is active. Order and invoice records are kept for as long as
        Indian tax law requires, even if you close your account.
      </p>

      <h2>Your choices</h2>
      <p>
        You can update your addresses and password from your account at any time. To see, correct or delete the personal
        information we hold about you, email us and we will respond within 30 days.
      </p>

      <h2>Children</h2>
      <p>
        Our store is not intended for children under 13, and we do not knowingly collect personal information from them.
        If you believe a child has given us information, please contact us and we will delete it.
      </p>

      <h2>Security</h2>
      <p>
        Information travels to our store over an encrypted connection, passwords are hashed, and only the staff who
        fulfil orders can see order details.
      </p>

      <h2>Changes to this policy</h2>
      <p>If we change this policy, we will publish the new version here with its new effective date.</p>

      <h2>{t.contact}</h2>
      <p>
        Questions about your privacy? Write to <a href={`mailto:${STORE.email}`}>{STORE.email}</a> or to {STORE.name},{' '}
        {STORE.addressLines.join(', ')}.
      </p>
    </Prose>
  );
}
