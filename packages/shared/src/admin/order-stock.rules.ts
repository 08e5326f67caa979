/** Order statuses after the goods have left the store with the carrier. */
const SHIPPED_STATUSES: readonly string[] = ['DISPATCHED', 'INTRANSIT', 'DELIVERED'];

/**
 * Whether cancelling an order in this status puts its pieces back on the shelf: only while they are
 * still in the store. A dispatched, in-transit or delivered order's pieces are with the carrier or
 * the shopper, so restocking them would sell pieces the store does not have.
 */
export function cancelRestocks(orderStatus: string): boolean {
  return !SHIPPED_STATUSES.includes(orderStatus);
}
