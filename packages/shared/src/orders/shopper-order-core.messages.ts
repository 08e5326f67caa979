/** The part of `shopperOrderMessages` that every storefront page draws (the core catalogue, ADR 0029); the rest loads with the screens that use it. */
export const shopperOrderCoreMessages = {
  sizeLabel: (size: string) => `Size ${size}`,
} as const;
