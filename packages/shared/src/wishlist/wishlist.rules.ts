/** How many pieces one wishlist (and one merge from the browser) may hold. */
export const WISHLIST_MAX_ITEMS = 200;
