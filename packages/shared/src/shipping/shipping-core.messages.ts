/** The part of `shippingShopperMessages` that every storefront page draws (the core catalogue, ADR 0029); the rest loads with the screens that use it. */
export const shippingCoreMessages = {
  deliveryBy: (date: string) => `Delivery by ${date}`,
  codAvailableForPin: 'Cash on Delivery available for this PIN',
  codNotAvailableForPin: 'Cash on Delivery not available for this PIN',
  pinNotServiceable: 'Sorry, we do not deliver to this PIN code yet. Please use another address.',
  deliveryCheckFailed: 'Could not check delivery right now. Please try again.',
} as const;
