import { addressMessages } from './address/address.messages.ts';
import { shopperOrderMessages } from './orders/shopper-order.messages.ts';
import { replacementMessages } from './replacements/replacement.messages.ts';
import { shopperCoreMessages } from './shopper-core.messages.ts';

/**
 * The specification's words a shopper reads, kept once (Deviations: DESIGN §13). The language
 * catalogues take them by reference (`i18n/texts.en.ts`), so a storefront page carries these and not
 * the back office's (`staff.messages.ts`); `messages` is both, for the server and the back office.
 */
export const shopperMessages = {
  ...shopperCoreMessages,
  // The signed-in account menu (loaded when first opened) and the account pages
  yourOrders: 'Your Orders',
  yourAddress: 'Your Address',
  signOut: 'Sign Out',
  signOutAllDevices: 'Sign out of all devices',
  // Registration and account validation (spec §5)
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email format',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordNeedsUpper: 'Password must contain at least one uppercase letter.',
  passwordNeedsLower: 'Password must contain at least one lowercase letter.',
  passwordNeedsNumber: 'Password must contain at least one number.',
  passwordNeedsSpecial: 'Password must contain at least one special character.',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneDigitsOnly: 'Phone number must contain only numbers',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'New password must be at least 8 characters long',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  phoneRequired: 'Phone number is required',

  // Account outcomes (spec §2, §8)
  registrationSuccess: 'Registration successful! Redirecting to login...',
  passwordChanged: 'Password changed successfully',
  loginFailed: 'Login failed',
  googleLoginFailed: 'Google login failed',
  googleLoginFailedTryAgain: 'Google login failed. Please try again.',
  registrationFailed: 'Registration failed',
  forgotPasswordFailed: 'Forgot password failed',
  resetPasswordFailed: 'Reset password failed',
  changePasswordFailed: 'Change password failed',

  proceedToPaymentError: 'Error proceeding to payment',
  paymentVerified: 'Payment verified successfully',
  paymentVerificationFailed: 'Payment verification failed',
  verifyPaymentError: 'Error verifying payment',
  fillOutField: (field: string) => `Please fill out the ${field} field.`,

  // Checkout and cart rules (spec §5)
  selectAddress: 'Please select a delivery address.',
  addressNotFound: 'Selected address not found.',
  chooseState: 'Please choose a state or union territory from the list.',
  ...addressMessages,

  // Payment result (spec §2)
  validatingPayment: 'Validating Payment...',
  paymentSuccessTitle: 'Payment validated successfully',
  paymentSuccessText: 'Your order has been placed successfully.',
  paymentFailedTitle: 'Payment validation failed',
  paymentFailedText: 'There was an issue with your payment. Please try again.',
  paymentErrorTitle: 'Error validating payment',

  noOrders: 'You have not placed any orders yet!', // DESIGN §13.7

  addNewAddress: 'Add New Address',
  proceedToPayment: 'Proceed to Payment',
  goToCheckout: 'Go to Checkout',
  paymentPendingTitle: 'Payment not confirmed yet',
  paymentStillConfirming: 'Your payment is still being confirmed. This page will update when your bank confirms it.',
  checkAgain: 'Check again',
  orderProcessing: 'PROCESSING',
  orderAwaitingPayment: 'AWAITING PAYMENT',
  orderRefunded: 'REFUNDED',
  orderCancelled: 'CANCELLED',
  ...shopperOrderMessages,

  // Server answers that the browser shows
  forgotPasswordSent: 'If an account exists for that email, a password reset link has been sent.',
  passwordResetDone: 'Your password has been reset. Please sign in.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  invalidResetToken: 'This reset link is invalid or has expired',
  currentPasswordWrong: 'Current password is incorrect',
  googleNotConfigured: 'Google sign-in is not available on this store',
  googleOnlyAccount: 'This account signs in with Google and has no password yet. Use Forgot Password to set one.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notAllowed: 'You are not allowed to do this',
  internalError: 'Internal Server Error',

  // Cart, addresses and invoices (server answers)
  productNotFound: 'Product not found',
  productUnavailable: 'This product is no longer available.',
  productSoldOut: 'This product is sold out.',
  notEnoughStock: (left: number) => `Only ${left} left in stock.`,
  cartNotFound: 'Cart not found',
  addressNotFoundForUser: 'Address not found',
  addressDeleted: 'Address deleted successfully',
  tooManyAddresses: (max: number) => `You can save at most ${max} addresses. Please delete one first.`,
  invoiceNotFound: 'Invoice not found',
  invalidInvoiceName: 'Invalid invoice name',

  // Checkout and payment (server answers)
  cartTotalChanged: 'The cart total has changed. Please review your cart.',
  stockTaken: 'Sorry, some items in your cart have just sold out. Please review your cart.',
  paymentPending: 'Your payment is still being processed. Please check again in a few minutes.',
  orderNotFound: 'Order not found',
  tooManyPayments: 'Too many payment attempts. Please wait a few minutes and try again.',

  // Cash on delivery (additions beyond the spec; the spec's checkout texts stay as they are)
  paymentMethodLegend: 'Payment method',
  codPayOnDelivery: 'Pay in cash when the parcel arrives.',
  placeOrder: 'Place Order',
  codTooManyOpen: (max: number) =>
    `You already have ${max} Cash on Delivery orders waiting for delivery. Please pay online, or order again once they arrive.`,
  codOrderPlaced: (total: string) => `Your order has been placed successfully. Please keep ${total} ready in cash.`,
  codOrderError: 'Error placing the order',

  signedOutEverywhere: 'You have been signed out of all devices.',
  signInLinkSent:
    'Too many failed sign-ins for this email. We have mailed a sign-in link to its owner; it works once within 15 minutes.',
  invalidSignInLink: 'This sign-in link is invalid, already used or has expired.',
  signingInWithLink: 'Signing you in…',

  // Input the server refuses (schema failures, uploads, database constraints)
  fieldHasForbiddenCharacters: (field: string) => `${field} contains characters that are not allowed.`,
  fieldInvalid: (field: string) => `Please enter a valid ${field}.`,
  fieldTooLong: (field: string, max: number) => `${field} must be at most ${max} characters long.`,
  fieldTooLarge: (field: string, max: number) => `${field} must be at most ${max}.`,
  fieldTooSmall: (field: string, min: number) => `${field} must be at least ${min}.`,
  fieldPositive: (field: string) => `${field} must be more than 0.`,
  fieldWholeNumber: (field: string) => `${field} must be a whole number.`,
  formNotObject: 'Please send the form as a JSON object.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedContentType: 'This request must be sent as JSON or as a form.',
  malformedForm: 'The form could not be read. Please send it again.',
  requestTooLarge: 'The request is too large.',
  userNotFound: 'User not found',
  conflictingRecord: 'This record already exists.',
  referencedRecordMissing: 'Something this refers to does not exist.',
  invalidValue: 'A value in the request is not valid.',

  // Refunds and credit notes (additions beyond the spec)
  creditNoteNotFound: 'Credit note not found',
  creditNote: 'Credit note',
  refundPending: 'REFUND PENDING',

  piecesCount: (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`,
  ...replacementMessages,

  wishlistTitle: 'Your Wishlist',
  wishlistEmpty: 'Your wishlist is empty. Tap the heart on any piece to save it for later.',
  wishlistSignInNote: 'Saved on this device. Sign in to keep your wishlist on every device.',
  wishlistFull: 'Your wishlist is full. Remove a piece to save another.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (topic: string, email: string) => `Stop ${topic} mails to ${email}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: (topic: string) => `Done. You will not get ${topic} mails any more.`,
  invalidUnsubscribeLink: 'This unsubscribe link is not valid.',
  mailTopicNames: {
    'back-in-stock': 'back-in-stock',
    'cart-reminder': 'cart reminder',
    'low-stock': 'low-stock',
    'review-request': 'review request',
  },
} as const;
