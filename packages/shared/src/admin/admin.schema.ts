import { z } from 'zod';
import { cartItem } from '../cart/cart.schema.ts';
import { adminProduct } from '../catalogue/catalogue.schema.ts';
import { PRODUCT_SIZES, shopSize } from '../catalogue/sizes.rules.ts';
import { messages } from '../messages.ts';
import { ORDER_STATUSES } from '../orders/order.rules.ts';
import { order } from '../orders/order.schema.ts';
import { ORDER_LIST_FILTERS } from '../orders/order-status.rules.ts';
import { SHIPMENT_FILTERS, SHIPMENT_STATES } from '../shipping/shipment.rules.ts';
import { text } from '../validation/text.schema.ts';

/** GET /api/stats */
export const stats = z.object({
  totalUsers: z.number(),
  totalOrders: z.number(),
  totalProducts: z.number(),
  soldOutProducts: z.number(),
});
export type Stats = z.infer<typeof stats>;

/** GET /api/users/login-count?page&limit=20 */
export const adminUser = z.object({
  _id: z.string(),
  role: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  loginCount: z.number(),
  cartItems: z.number(),
  orderCount: z.number(),
});
export const usersPage = z.object({ users: z.array(adminUser), totalPages: z.number(), currentPage: z.number() });
export type AdminUser = z.infer<typeof adminUser>;
export type UsersPage = z.infer<typeof usersPage>;
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Admin order: the shopper's order plus who placed it and its item count. */
export const adminOrder = order.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phoneNumber: z.string().nullable() }),
  totalQuantity: z.number().int(),
  /** The order's courier shipment, when it has one (ADR 0024); pickupOverdue: no pickup scan 48 h after the AWB. */
  shipment: z.object({ state: z.enum(SHIPMENT_STATES), awb: z.string(), pickupOverdue: z.boolean() }).optional(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const orderEvent = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.string(),
  at: z.string(),
});
export const adminOrderDetail = adminOrder.extend({ events: z.array(orderEvent) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/**
 * Tabs filter on the server (DESIGN §13.4): all, PENDING (paid or COD, not dispatched), DISPATCHED,
 * DELIVERED (or any status), and UNPAID (payment started, failed or expired).
 */
export const adminOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(ORDER_LIST_FILTERS).optional(),
  /** ONLINE or COD: the payment method filter (cash on delivery, ADR 0014). */
  method: z.enum(['ONLINE', 'COD']).optional(),
  /** Orders whose courier shipment is in these states (ADR 0024). */
  shipment: z.enum(SHIPMENT_FILTERS).optional(),
});
export const adminOrdersPage = z.object({
  orders: z.array(adminOrder),
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPage>;

export const updateOrderBody = z.object({
  trackingNumber: text({ max: 60 }).default(''),
  orderStatus: z.enum(ORDER_STATUSES),
});

/** GET /api/admin/orders/pending: paid, not yet dispatched. */
export const pendingOrders = z.object({ orders: z.array(adminOrder) });

/** GET /api/admin/carts */
export const adminCart = z.object({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), phoneNumber: z.string().nullable() }),
  items: z.array(cartItem),
});
export type AdminCart = z.infer<typeof adminCart>;

/** GET /api/subcategories/stats */
export const subcategoryStats = z.object({
  subcategory: z.string(),
  displayImage: z.string().nullable(),
  totalProducts: z.number(),
  activeProducts: z.number(),
  soldOutCount: z.number(),
});
export type SubcategoryStats = z.infer<typeof subcategoryStats>;

/** GET /api/subcategory-prices and POST /api/subcategory-price (rupees). */
export const subcategoryPrice = z.object({
  subcategory: text({ max: 100, message: messages.priceFormInvalid }).min(1),
  actualPrice: z.number({ error: messages.priceFormInvalid }).positive().max(1_000_000),
});
export type SubcategoryPrice = z.infer<typeof subcategoryPrice>;

/** GET /api/admin/sales?days=30 */
export const salesReport = z.object({
  /** `discount`: what offers gave those orders (items and waived shipping, rupees; ADR 0023). */
  days: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number(), discount: z.number() })),
  totals: z.object({ revenue: z.number(), orders: z.number(), averageOrderValue: z.number(), discount: z.number() }),
  topSubcategories: z.array(z.object({ subcategory: z.string(), revenue: z.number(), quantity: z.number() })),
});
export type SalesReport = z.infer<typeof salesReport>;

/** Multipart product fields (strings on the wire); required fields per spec §5. */
export const productFields = z.object({
  productName: text({ max: 200 }).min(1),
  /** One of the shop's sizes (PRODUCT_SIZES, any case, stored as the shop spells it) or none. */
  size: text({ max: 40 })
    .default('')
    .refine((v) => shopSize(v) !== null, { error: messages.unknownSize(PRODUCT_SIZES.join(', ')) })
    .transform((v) => shopSize(v) ?? ''),
  category: text({ max: 100 }).min(1),
  subcategory: text({ max: 100 }).min(1),
  MRP: z.coerce.number().positive().max(1_000_000),
  sellingPrice: z.coerce.number().positive().max(1_000_000),
  actualPrice: z.preprocess(
    (v) => (v === '' || v === 'null' ? undefined : v),
    z.coerce.number().nonnegative().max(1_000_000).optional(),
  ),
  designNumber: text({ max: 60 }).default(''),
  isActive: z.preprocess((v) => (v === undefined ? undefined : v === true || v === 'true'), z.boolean().optional()),
  barcode: text({ max: 60 }).default(''),
  length: text({ max: 40 }).default(''),
  chest: text({ max: 40 }).default(''),
  quantity: z.coerce.number().int().min(0).max(100_000).default(1),
  fabric: text({ max: 100 }).default(''),
  description: text({ max: 4000, multiline: true }).default(''),
  /** Optional Hindi texts (ADR 0029); empty shows the English on Hindi pages. */
  productNameHi: text({ max: 200 }).default(''),
  fabricHi: text({ max: 100 }).default(''),
  descriptionHi: text({ max: 4000, multiline: true }).default(''),
  hsn: text({ max: 8 }).default('6208'),
});
export type ProductFields = z.infer<typeof productFields>;
export { adminProduct };

/** POST /api/admin/subcategories: a new subcategory under a category, the deliberate way to add one. */
export const newSubcategoryBody = z.object({
  category: text({ max: 100 }).min(1),
  subcategory: text({ max: 100 }).min(1),
});
export type NewSubcategory = z.infer<typeof newSubcategoryBody>;
