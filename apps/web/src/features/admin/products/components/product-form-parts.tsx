import { messages } from '@nidra/shared';
import type { ProductFormMode } from '@nidra/shared/admin/product-form.rules';
import type { AdminProduct } from '@nidra/shared/catalogue/catalogue.schema';
import { Link } from '../../../../lib/router.tsx';
import { adminButton } from '../../components/admin-page.tsx';
import { UploadProgress } from './upload-progress.tsx';

/** The suggestions of the product form's name and category fields (the subcategory is a select). */
export function ProductSuggestions(p: { names: string[]; categories: string[] }) {
  return (
    <>
      <datalist id="pf-name-suggestions">
        {p.names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id="pf-categories">
        {p.categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  );
}

/** Whether the product is shown in the shop. */
export function ActiveToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-2 self-end pb-2">
      <input
        id="pf-isActive"
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-plum-700"
      />
      <label htmlFor="pf-isActive" className="text-sm font-medium text-plum-900">
        Active (shown in the shop)
      </label>
    </div>
  );
}

/** Save, add another size of the edited product, cancel, and the upload's progress. */
export function ProductFormActions(p: {
  mode: ProductFormMode;
  product?: AdminProduct;
  pending: boolean;
  progress: number | null;
}) {
  const { mode, product } = p;
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-plum-100 pt-4">
      <button type="submit" className={adminButton('primary', 'px-6 py-2.5')} disabled={p.pending}>
        {mode === 'add' ? 'Add Product' : 'Update Product'}
      </button>
      {mode === 'edit' && product && (
        <Link
          to={`/admin/products/add?from=${encodeURIComponent(product._id)}`}
          title={messages.addAnotherSizeHint}
          className={adminButton('secondary', 'px-5 py-2.5')}
        >
          {messages.addAnotherSize}
        </Link>
      )}
      <Link to="/admin/products/list" className={adminButton('secondary', 'px-5 py-2.5')}>
        Cancel
      </Link>
      <UploadProgress value={p.progress} />
    </div>
  );
}
