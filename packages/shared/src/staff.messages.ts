import { importMessages } from './csv/import.messages.ts';
import { orderStaffMessages } from './orders/order-staff.messages.ts';
import { replacementStaffMessages } from './replacements/replacement.messages.ts';

/**
 * The specification's words only staff read (the back office, and server answers to its calls), kept
 * once (Deviations: DESIGN §13). Not in the language catalogues: the back office stays English.
 */
export const staffMessages = {
  // Shop and admin (spec §8)
  productAdded: 'Product added successfully',
  productAddError: 'Error adding product',
  productUpdated: 'Product updated successfully',
  productUpdateError: 'Error updating product',
  orderUpdated: 'Order updated successfully',
  orderUpdateError: 'Error updating order',
  priceSaved: 'Price details saved successfully!',
  priceSaveError: 'An error occurred while saving price details.',
  fetchSubcategoriesError: 'Error fetching subcategories.',
  fetchProductsError: 'Error fetching products.',
  updateProductStatusError: 'Error updating product status.',
  fetchCartsError: 'Error fetching carts.',
  noUsers: 'No users found.',
  noPrices: 'No prices available.',
  fetchPricesFailed: 'Failed to fetch subcategory prices',
  sellingAboveMrp: 'The selling price cannot be more than the MRP.',

  // Admin screen labels (spec §2)
  adminNavDashboard: 'Dashboard',
  adminNavOrders: 'Orders',
  adminNavAllOrders: 'All Orders',
  adminNavPendingOrders: 'Pending Orders',
  adminNavProducts: 'Products',
  adminNavProductPrices: 'Product Prices',
  adminNavProductStats: 'Product Stats',
  adminNavAddProduct: 'Add Product',
  adminNavProductList: 'Product List',
  adminNavSales: 'Sales',
  adminNavActiveCarts: 'Active Carts',
  totalUsers: 'Total Users',
  totalOrders: 'Total Orders',
  totalProducts: 'Total Products',
  soldOutProducts: 'Sold Out Products',
  orderTabAll: 'All Orders',
  orderTabPending: 'Pending',
  orderTabDispatched: 'Dispatched',
  orderTabDelivered: 'Delivered',
  verifyPayment: 'Verify Payment',
  showFromTo: 'Show From To',
  available: 'Available',
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  cancelOrderRestocks: 'The order will be marked CANCELLED and its items go back into stock.',
  cancelOrderShipped:
    'The order will be marked CANCELLED. Its items have already left the store, so they do not go back into stock.',
  reopenStockShort: (products: string) =>
    `This order cannot be reopened: not enough stock is left of ${products}. Restock it first, or leave the order cancelled.`,

  // Checkout and cart rules (spec §5)
  priceFormInvalid: 'Please select a subcategory and enter a valid price.',

  // Screens (spec §2)
  adminSales: 'Admin Sales',
  allSubcategories: 'All Subcategories',

  // Cash on delivery (additions beyond the spec; the spec's checkout texts stay as they are)
  codMarkCollected: 'Mark cash collected',
  codCollected: 'Cash marked as collected',
  codNotPending: 'Only a Cash on Delivery order still awaiting its cash can be marked collected.',
  codCollectedCannotCancel:
    'The cash for this order has been collected, so it cannot be cancelled here. Settle the refund first.',
  codCancelledCannotReopen:
    'This Cash on Delivery order was cancelled (its invoice reversed by a credit note) and cannot be reopened.',
  codSettingsTitle: 'Cash on Delivery',
  codSettingsEnabled: 'Offer Cash on Delivery at checkout',
  codSettingsFee: 'COD fee (₹)',
  codSettingsLimit: 'COD order value limit (₹)',
  codSettingsSave: 'Save settings',
  codSettingsSaved: 'Settings saved',
  codSettingsError: 'Error saving settings',
  paymentMethodColumn: 'Payment Method',
  allPaymentMethods: 'All methods',
  revenueByMethod: 'Revenue by payment method',

  // Input the server refuses (schema failures, uploads, database constraints)
  imageTooLarge: 'Each image must be 10 MB or smaller.',
  tooManyFormParts: 'Too many files or fields in the form.',
  displayImageRequired: 'Please choose a display image for the product.',

  // Refunds and credit notes (additions beyond the spec)
  refundedOrderCannotReopen: 'This order has been refunded and cannot be reopened.',

  // Designs with sizes, search, sort and filters (additions beyond the spec, ADR 0012, 0013)
  addAnotherSize: 'Add another size',
  addAnotherSizeHint: 'Opens a new product with this one’s details; choose the size, stock and barcode.',
  ...orderStaffMessages,
  ...replacementStaffMessages,
  ...importMessages,
} as const;
