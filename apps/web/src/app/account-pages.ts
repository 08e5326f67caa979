import type { RouteModule } from './lazy.ts';

/**
 * The modules of the pages beyond the storefront's core words (sign-in, account, checkout, orders...):
 * this table is a chunk of its own, loaded with the first of them (routes.tsx), so the list of files
 * each of them preloads rides in no storefront page's first load (docs/decisions/0028).
 */
export const accountPages = {
  login: () => import('./routes/shop/login.tsx'),
  register: () => import('./routes/shop/register.tsx'),
  forgotPassword: () => import('./routes/shop/forgot-password.tsx'),
  resetPassword: () => import('./routes/shop/reset-password.tsx'),
  loginLink: () => import('./routes/shop/login-link.tsx'),
  paymentResult: () => import('./routes/shop/payment-result.tsx'),
  wishlist: () => import('./routes/shop/wishlist.tsx'),
  unsubscribe: () => import('./routes/shop/unsubscribe.tsx'),
  contact: () => import('./routes/shop/contact.tsx'),
  offers: () => import('./routes/shop/offers.tsx'),
  orders: () => import('./routes/shop/orders.tsx'),
  replacementRequest: () => import('./routes/shop/replacement-request.tsx'),
  returnRequest: () => import('./routes/shop/return-request.tsx'),
  returns: () => import('./routes/shop/returns.tsx'),
  address: () => import('./routes/shop/address.tsx'),
  checkout: () => import('./routes/shop/checkout.tsx'),
  changePassword: () => import('./routes/shop/change-password.tsx'),
} satisfies Record<string, () => Promise<RouteModule>>;

export type AccountPageName = keyof typeof accountPages;
