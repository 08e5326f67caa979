import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { useCallback, useState } from 'react';
import {
  discountText,
  EMPTY_PRODUCT,
  type ProductFormValues,
  type TextField,
  valuesForAnotherSize,
  valuesFromProduct,
} from './product-form-values.ts';

/** The product form's values; changing the category clears the subcategory (spec §5). */
export function useProductForm(initial?: AdminProduct, template?: AdminProduct) {
  const [values, setValues] = useState<ProductFormValues>(() =>
    initial ? valuesFromProduct(initial) : template ? valuesForAnotherSize(template) : EMPTY_PRODUCT,
  );

  const setField = (field: TextField, value: string) =>
    setValues((v) =>
      field === 'category' && value !== v.category
        ? { ...v, category: value, subcategory: '' }
        : { ...v, [field]: value },
    );

  // Stable, so an effect calling it runs only when the price it brings changes.
  const prefillActualPrice = useCallback(
    (price: string) => setValues((v) => (v.actualPrice.trim() === '' ? { ...v, actualPrice: price } : v)),
    [],
  );

  return {
    values,
    discount: discountText(values),
    setField,
    setActive: (isActive: boolean) => setValues((v) => ({ ...v, isActive })),
    /** Picking an existing name on add copies that product's data, images excepted. */
    fillFrom: (p: AdminProduct) => setValues(valuesFromProduct(p)),
    reset: () => setValues(EMPTY_PRODUCT),
    /** Sets actualPrice only while it is empty: a price the admin typed is never overwritten. */
    prefillActualPrice,
  };
}
