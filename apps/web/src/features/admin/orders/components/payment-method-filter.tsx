import { messages, type PaymentMethod } from '@nidra/shared';

/** The payment method filter of the orders list (cash on delivery, ADR 0014); asks the server. */
export function PaymentMethodFilter({
  value,
  onChange,
}: {
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod | undefined) => void;
}) {
  return (
    <label className="mb-3 flex items-center gap-2 text-sm text-plum-800">
      {messages.paymentMethodColumn}
      <select
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as PaymentMethod | undefined)}
        className="rounded-lg border border-plum-200 bg-white px-2.5 py-1.5 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100"
      >
        <option value="">{messages.allPaymentMethods}</option>
        <option value="ONLINE">Online (PhonePe)</option>
        <option value="COD">{messages.cashOnDelivery}</option>
      </select>
    </label>
  );
}
