/** Back-office texts about shipping, unpaid orders and product choices (beyond the spec, DESIGN §13); spread into `staffMessages`. */
export const orderStaffMessages = {
  cannotShipUnpaid:
    'This order is not paid. Only an order paid online or placed as Cash on Delivery can be dispatched, in transit or delivered.',
  shippingNeedsPayment: 'Dispatched, In transit and Delivered are offered once the order is paid.',
  orderTabUnpaid: 'Unpaid',
  verifyStillPending:
    'Payment verification failed: the gateway still shows this payment as pending. The order stays unpaid and is not shipped; its stock is held until it is paid or expires 20 minutes after it was placed.',
  verifyExpired:
    'Payment verification failed: the payment expired at the gateway. The order stays unpaid, its stock is back on sale and the shopper can order again.',
  verifyFailedAtGateway:
    'Payment verification failed: the gateway says the payment failed. The order stays unpaid, its stock is back on sale and the shopper can order again.',
  unknownSubcategory: (name: string) =>
    `There is no subcategory “${name}”. Choose one from the list, or add the subcategory first.`,
  subcategoryExists: (name: string) => `The subcategory “${name}” already exists.`,
  subcategoryAdded: (name: string) => `Subcategory “${name}” added.`,
  revenueReceivedHint: 'Money received: paid online or COD collected',
  unknownSize: (sizes: string) => `Choose a size from the shop's sizes: ${sizes}.`,
} as const;
