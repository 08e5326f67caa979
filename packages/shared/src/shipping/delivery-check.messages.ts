/**
 * The product page's 'Check delivery' form (ADR 0024): apart from `shippingMessages` and from
 * `messages`, so the storefront's first script carries these four alone.
 */
export const deliveryCheckMessages = {
  checkDelivery: 'Check delivery',
  deliveryPinLabel: 'Delivery PIN code',
  checkDeliveryButton: 'Check',
} as const;
