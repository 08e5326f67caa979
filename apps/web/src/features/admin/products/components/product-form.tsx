import { messages } from '@nidra/shared';
import {
  isRequiredProductField,
  missingProductField,
  type ProductFormMode,
} from '@nidra/shared/admin/product-form.rules';
import type { AdminProduct, CategoryWithSubcategories } from '@nidra/shared/catalogue/catalogue.schema';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { useNavigate } from '../../../../lib/router.tsx';
import { FormError } from '../../../../ui/form-field.tsx';
import { useProductsByName } from '../api/get-products-by-name.ts';
import { type TextField, toProductFormData } from '../hooks/product-form-values.ts';
import { useActualPricePrefill } from '../hooks/use-actual-price-prefill.ts';
import { useProductForm } from '../hooks/use-product-form.ts';
import { useSaveProduct } from '../hooks/use-save-product.ts';
import { SizeSelect, SubcategoryChoice } from './choice-fields.tsx';
import { ImagePicker } from './image-picker.tsx';
import { Field, FieldSet, INPUT, PRODUCT_FIELD_LABELS } from './product-form-fields.tsx';
import { ActiveToggle, ProductFormActions, ProductSuggestions } from './product-form-parts.tsx';

/**
 * Add and edit product, one form (spec §5); `product` is the stored product on edit, `categories`
 * the store's categories with their subcategories, suggested in the two fields.
 */
export function ProductForm({
  mode,
  product,
  categories,
  template,
}: {
  mode: ProductFormMode;
  product?: AdminProduct;
  categories?: CategoryWithSubcategories[];
  /** On add: another size of this product's design ("Add another size"), its data prefilled. */
  template?: AdminProduct;
}) {
  const { values, discount, setField, setActive, fillFrom, reset, prefillActualPrice } = useProductForm(
    product,
    template,
  );
  const save = useSaveProduct(mode, product?._id);
  const existing = useProductsByName(mode === 'add');
  const [display, setDisplay] = useState<File[]>([]);
  const [extra, setExtra] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useActualPricePrefill(mode === 'add', values.subcategory, prefillActualPrice);

  const byName = useMemo(() => new Map((existing.data ?? []).map((p) => [p.productName, p])), [existing.data]);
  const chosenCategory = values.category.trim().toLowerCase();
  const subcategories =
    categories?.find((c) => c.category.toLowerCase() === chosenCategory)?.subcategories.map((s) => s.subcategory) ?? [];

  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [alert]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = missingProductField(values, mode);
    if (missing) {
      setAlert(messages.fillOutField(missing));
      return;
    }
    setAlert(null);
    save.mutate(toProductFormData(values, { display: display[0] ?? null, extra }), {
      onSuccess: () => {
        if (mode === 'edit') {
          void navigate('/admin/products/list');
          return;
        }
        reset();
        setDisplay([]);
        setExtra([]);
        setPickerKey((k) => k + 1);
        window.scrollTo?.({ top: 0, behavior: 'smooth' });
      },
      // The server's reason (a missing field, an image too large) helps more than the toast alone.
      onError: (error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401)
          setAlert(error.message);
      },
    });
  };

  const text = (field: TextField, extraProps: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      id={`pf-${field}`}
      label={PRODUCT_FIELD_LABELS[field]}
      required={isRequiredProductField(field, mode)}
      value={values[field]}
      onChange={(e) => setField(field, e.target.value)}
      autoComplete="off"
      {...extraProps}
    />
  );
  const money = { type: 'number', inputMode: 'decimal', min: '0', step: '0.01', className: 'tabular-nums' } as const;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mode === 'add' ? 'Add product' : 'Edit product'}
      className="space-y-5"
    >
      <div ref={alertRef}>
        <FormError message={alert} />
      </div>

      <FieldSet legend="Product">
        {text('productName', {
          className: 'sm:col-span-2',
          list: mode === 'add' ? 'pf-name-suggestions' : undefined,
          hint: mode === 'add' ? 'Pick an existing name to copy that product’s details.' : undefined,
          onChange: (e) => {
            const value = e.target.value;
            const inputType = (e.nativeEvent as InputEvent).inputType;
            const picked = mode === 'add' && (!inputType || inputType === 'insertReplacementText') && byName.get(value);
            if (picked) fillFrom(picked);
            else setField('productName', value);
          },
        })}
        {text('category', { list: 'pf-categories' })}
        <SubcategoryChoice
          category={values.category}
          subcategories={subcategories}
          value={values.subcategory}
          required={isRequiredProductField('subcategory', mode)}
          onChange={(s) => setField('subcategory', s)}
        />
        <SizeSelect value={values.size} onChange={(s) => setField('size', s)} />
        {text('fabric')}
        {text('length')}
        {text('chest')}
        <ProductSuggestions names={[...byName.keys()]} categories={(categories ?? []).map((c) => c.category)} />
      </FieldSet>

      <FieldSet legend="Price and stock">
        {text('MRP', money)}
        {text('sellingPrice', money)}
        <Field
          id="pf-discount"
          label="Discount (%)"
          value={discount}
          readOnly
          aria-readonly="true"
          tabIndex={-1}
          className="tabular-nums"
          hint="(MRP − selling price) ÷ MRP × 100"
        />
        {text('actualPrice', {
          ...money,
          // On edit an empty field is not sent, so the server keeps the price it has.
          hint:
            mode === 'add'
              ? 'Filled in from the subcategory’s saved price, when it has one.'
              : 'Leave empty to keep the saved cost price.',
        })}
        {text('quantity', { type: 'number', inputMode: 'numeric', min: '0', step: '1' })}
        {text('designNumber')}
        {text('barcode')}
        <ActiveToggle checked={values.isActive} onChange={setActive} />
      </FieldSet>

      <FieldSet legend="Hindi texts (optional)">
        {text('productNameHi', {
          lang: 'hi',
          className: 'sm:col-span-2',
          hint: 'Shown on the Hindi pages; left empty, they show the English name.',
        })}
        {text('fabricHi', { lang: 'hi' })}
        <div className="sm:col-span-2 xl:col-span-4">
          <label htmlFor="pf-descriptionHi" className="mb-1 block text-sm font-medium text-plum-900">
            {PRODUCT_FIELD_LABELS.descriptionHi}
          </label>
          <textarea
            id="pf-descriptionHi"
            lang="hi"
            rows={3}
            value={values.descriptionHi}
            onChange={(e) => setField('descriptionHi', e.target.value)}
            className={INPUT}
          />
        </div>
      </FieldSet>

      <FieldSet legend="Description and images">
        <div className="sm:col-span-2 xl:col-span-4">
          <label htmlFor="pf-description" className="mb-1 block text-sm font-medium text-plum-900">
            {PRODUCT_FIELD_LABELS.description}
          </label>
          <textarea
            id="pf-description"
            rows={4}
            value={values.description}
            onChange={(e) => setField('description', e.target.value)}
            className={INPUT}
          />
        </div>
        <ImagePicker
          key={`display-${pickerKey}`}
          label="Display image"
          files={display}
          onFiles={(files) => setDisplay(files.slice(0, 1))}
          current={product?.displayImage ? [product.displayImage] : []}
          hint={mode === 'edit' ? 'Pick a file to replace the current display image.' : 'The picture shown on cards.'}
        />
        <ImagePicker
          key={`extra-${pickerKey}`}
          label="Additional images"
          multiple
          files={extra}
          onFiles={setExtra}
          current={product?.imagesUrl ?? []}
          hint={
            mode === 'edit'
              ? 'New files replace all current additional images.'
              : 'Several files can be picked at once.'
          }
        />
      </FieldSet>

      <ProductFormActions mode={mode} product={product} pending={save.isPending} progress={save.progress} />
    </form>
  );
}
