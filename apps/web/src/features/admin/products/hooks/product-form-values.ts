import { discountPercent } from '@nidra/shared';
import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';

/** The product form as typed: text inputs hold strings; isActive is a checkbox. */
export type ProductFormValues = {
  productName: string;
  size: string;
  category: string;
  subcategory: string;
  MRP: string;
  sellingPrice: string;
  actualPrice: string;
  designNumber: string;
  barcode: string;
  length: string;
  chest: string;
  quantity: string;
  fabric: string;
  description: string;
  /** Optional Hindi texts (ADR 0029): empty shows the English on Hindi pages. */
  productNameHi: string;
  fabricHi: string;
  descriptionHi: string;
  isActive: boolean;
};
export type TextField = Exclude<keyof ProductFormValues, 'isActive'>;

/** A new product: quantity defaults to 1 and it is active (spec §3, §9). */
export const EMPTY_PRODUCT: ProductFormValues = {
  productName: '',
  size: '',
  category: '',
  subcategory: '',
  MRP: '',
  sellingPrice: '',
  actualPrice: '',
  designNumber: '',
  barcode: '',
  length: '',
  chest: '',
  quantity: '1',
  fabric: '',
  description: '',
  productNameHi: '',
  fabricHi: '',
  descriptionHi: '',
  isActive: true,
};

/** A stored product's data as form values; images are not part of them. */
export function valuesFromProduct(p: AdminProduct): ProductFormValues {
  return {
    productName: p.productName,
    size: p.size,
    category: p.category,
    subcategory: p.subcategory,
    MRP: String(p.MRP),
    sellingPrice: String(p.sellingPrice),
    actualPrice: p.actualPrice === null ? '' : String(p.actualPrice),
    designNumber: p.designNumber,
    barcode: p.barcode,
    length: p.length,
    chest: p.chest,
    quantity: String(p.quantity),
    fabric: p.fabric,
    description: p.description,
    productNameHi: p.productNameHi ?? '',
    fabricHi: p.fabricHi ?? '',
    descriptionHi: p.descriptionHi ?? '',
    isActive: p.isActive,
  };
}

/** (MRP − sellingPrice) / MRP × 100 with 2 decimals when both are set (spec §5); '' otherwise. */
export function discountText(values: Pick<ProductFormValues, 'MRP' | 'sellingPrice'>): string {
  if (values.MRP.trim() === '' || values.sellingPrice.trim() === '') return '';
  const mrp = Number(values.MRP);
  const selling = Number(values.sellingPrice);
  if (!Number.isFinite(mrp) || !Number.isFinite(selling) || mrp <= 0) return '';
  return discountPercent(mrp, selling).toFixed(2);
}

/** The multipart body: every field, `displayImage`, and one `imagesUrl` part per additional image. */
export function toProductFormData(
  values: ProductFormValues,
  images: { display: File | null; extra: File[] },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key === 'isActive') form.append(key, value ? 'true' : 'false');
    else if (key === 'actualPrice' && String(value).trim() === '') continue;
    else form.append(key, String(value).trim());
  }
  if (images.display) form.append('displayImage', images.display);
  for (const file of images.extra) form.append('imagesUrl', file);
  return form;
}

/**
 * Another size of a stored product's design: its data (design number included, which is what makes
 * the two one design: ADR 0012) with the size, barcode and stock left for the admin; images excepted.
 */
export function valuesForAnotherSize(p: AdminProduct): ProductFormValues {
  return { ...valuesFromProduct(p), size: '', barcode: '', quantity: '1', isActive: true };
}
