/**
 * Shipping fee by the total quantity of items, in rupees (spec §9, the table charged).
 * The checkout page shows this same fee (DESIGN §13.1).
 */
const SHIPPING_TABLE: ReadonlyArray<readonly [maxItems: number, fee: number]> = [
  [1, 50],
  [3, 80],
  [5, 100],
  [7, 150],
  [9, 180],
  [12, 200],
  [14, 250],
];
const FEE_FROM_15 = 280;
const DEFAULT_FEE = 50;

export function shippingFeeFor(totalQuantity: number): number {
  if (!Number.isInteger(totalQuantity) || totalQuantity < 1) return DEFAULT_FEE;
  for (const [maxItems, fee] of SHIPPING_TABLE) if (totalQuantity <= maxItems) return fee;
  return FEE_FROM_15;
}

/** The smallest fee of the table (one piece): what "Shipping Extra" starts from on a product page. */
export function lowestShippingFee(): number {
  return Math.min(...SHIPPING_TABLE.map(([, fee]) => fee), FEE_FROM_15);
}
