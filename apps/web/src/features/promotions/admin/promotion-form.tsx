import { kolkataLocal, PROMOTION_KINDS, type PromotionKind } from '@nidra/shared';
import type { AdminPromotion, PromotionBody } from '@nidra/shared/promotions/promotion.schema';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../ui/form-field.tsx';

const KIND_LABELS: Record<PromotionKind, string> = {
  PERCENTAGE: 'Percentage off',
  FLAT: 'Flat ₹ off',
  FREE_SHIPPING: 'Free shipping',
  BUY_X_GET_Y: 'Buy X get Y',
};
const SCOPE_LABELS = { ALL: 'All products', SUBCATEGORIES: 'Chosen subcategories', DESIGNS: 'Chosen designs' };

type Fields = Record<
  | 'name'
  | 'code'
  | 'percent'
  | 'amount'
  | 'maxDiscount'
  | 'buyQuantity'
  | 'getQuantity'
  | 'scopeIds'
  | 'minOrderValue'
  | 'minQuantity'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perShopperLimit',
  string
> & {
  kind: PromotionKind;
  scope: PromotionBody['scope'];
  isPublic: boolean;
  firstOrderOnly: boolean;
  combinable: boolean;
  automatic: boolean;
};

const str = (n: number | null | undefined) => (n === null || n === undefined || n === 0 ? '' : String(n));

function fieldsOf(p?: AdminPromotion): Fields {
  return {
    name: p?.name ?? '',
    code: p?.code ?? '',
    automatic: p ? p.code === null : false,
    isPublic: p?.isPublic ?? false,
    kind: p?.kind ?? 'PERCENTAGE',
    percent: str(p?.percent),
    amount: str(p?.amount),
    maxDiscount: str(p?.maxDiscount),
    buyQuantity: str(p?.buyQuantity),
    getQuantity: str(p?.getQuantity),
    scope: p?.scope ?? 'ALL',
    scopeIds: p?.scopeIds.join(', ') ?? '',
    minOrderValue: str(p?.minOrderValue),
    minQuantity: str(p?.minQuantity),
    firstOrderOnly: p?.firstOrderOnly ?? false,
    combinable: p?.combinable ?? false,
    startsAt: p?.startsAt ?? kolkataLocal(new Date()),
    endsAt: p?.endsAt ?? '',
    usageLimit: str(p?.usageLimit),
    perShopperLimit: str(p?.perShopperLimit),
  };
}

const num = (v: string) => (v.trim() === '' ? 0 : Number(v));
const numOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

function bodyOf(f: Fields): PromotionBody {
  return {
    name: f.name.trim(),
    code: f.automatic ? null : f.code.trim().toUpperCase(),
    isPublic: !f.automatic && f.isPublic,
    kind: f.kind,
    percent: num(f.percent),
    amount: num(f.amount),
    maxDiscount: numOrNull(f.maxDiscount),
    buyQuantity: num(f.buyQuantity),
    getQuantity: num(f.getQuantity),
    scope: f.scope,
    scopeIds: f.scopeIds
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    minOrderValue: num(f.minOrderValue),
    minQuantity: num(f.minQuantity),
    firstOrderOnly: f.firstOrderOnly,
    combinable: f.combinable,
    startsAt: f.startsAt,
    endsAt: f.endsAt.trim() === '' ? null : f.endsAt,
    usageLimit: numOrNull(f.usageLimit),
    perShopperLimit: numOrNull(f.perShopperLimit),
  };
}

/** Create or edit a promotion; the server's shared schema decides and its message shows above the form. */
export function PromotionForm({
  promotion,
  busy,
  error,
  onSave,
  onCancel,
}: {
  promotion?: AdminPromotion;
  busy: boolean;
  error: string | null;
  onSave: (body: PromotionBody) => void;
  onCancel: () => void;
}) {
  const [f, setF] = useState<Fields>(() => fieldsOf(promotion));
  const set =
    <K extends keyof Fields>(key: K) =>
    (value: Fields[K]) =>
      setF((prev) => ({ ...prev, [key]: value }));
  const text = (key: keyof Fields) => ({
    value: f[key] as string,
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value as never),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(bodyOf(f));
  };
  const check = (key: 'automatic' | 'isPublic' | 'firstOrderOnly' | 'combinable', label: string, hint?: string) => (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        checked={f[key]}
        onChange={(e) => set(key)(e.target.checked)}
        className="mt-0.5 h-4 w-4 accent-plum-700"
      />
      <span>
        <span className="block text-sm font-medium text-plum-900">{label}</span>
        {hint && <span className="block text-xs leading-5 text-plum-500">{hint}</span>}
      </span>
    </label>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={promotion ? `Edit ${promotion.name}` : 'New promotion'}
      className="mb-6 space-y-5 rounded-xl border border-plum-100 bg-white p-5 shadow-sm sm:p-6"
    >
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="promo-name" label="Name shoppers see" required {...text('name')} />
        <div className="space-y-2">
          {!f.automatic && (
            <FormField id="promo-code" label="Code" hint="3–20 letters, digits or dashes" {...text('code')} />
          )}
          {check('automatic', 'Automatic (no code)', 'Applied whenever the cart qualifies.')}
        </div>
        <div>
          <label htmlFor="promo-kind" className="mb-1 block text-sm font-medium text-plum-900">
            Kind
          </label>
          <select
            id="promo-kind"
            value={f.kind}
            onChange={(e) => set('kind')(e.target.value as PromotionKind)}
            className="w-full rounded-lg border border-plum-200 bg-white px-3 py-2.5"
          >
            {PROMOTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        {(f.kind === 'PERCENTAGE' || f.kind === 'BUY_X_GET_Y') && (
          <FormField
            id="promo-percent"
            label={f.kind === 'BUY_X_GET_Y' ? '% off the Y pieces (100 = free)' : 'Percent off'}
            type="number"
            min={1}
            max={100}
            {...text('percent')}
          />
        )}
        {f.kind === 'FLAT' && <FormField id="promo-amount" label="Amount off (₹)" type="number" {...text('amount')} />}
        {(f.kind === 'PERCENTAGE' || f.kind === 'BUY_X_GET_Y') && (
          <FormField
            id="promo-max"
            label="Maximum discount (₹)"
            type="number"
            hint="Empty: no cap"
            {...text('maxDiscount')}
          />
        )}
        {f.kind === 'BUY_X_GET_Y' && (
          <>
            <FormField id="promo-buy" label="Buy (X pieces)" type="number" min={1} {...text('buyQuantity')} />
            <FormField id="promo-get" label="Get (Y pieces)" type="number" min={1} {...text('getQuantity')} />
          </>
        )}
        <div>
          <label htmlFor="promo-scope" className="mb-1 block text-sm font-medium text-plum-900">
            Applies to
          </label>
          <select
            id="promo-scope"
            value={f.scope}
            onChange={(e) => set('scope')(e.target.value as Fields['scope'])}
            className="w-full rounded-lg border border-plum-200 bg-white px-3 py-2.5"
          >
            {Object.entries(SCOPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {f.scope !== 'ALL' && (
          <FormField
            id="promo-scope-ids"
            label={f.scope === 'SUBCATEGORIES' ? 'Subcategories' : 'Design numbers'}
            hint="Separate several with commas"
            {...text('scopeIds')}
          />
        )}
        <FormField
          id="promo-min-value"
          label="Minimum order value (₹, items)"
          type="number"
          {...text('minOrderValue')}
        />
        <FormField id="promo-min-qty" label="Minimum pieces" type="number" {...text('minQuantity')} />
        <FormField id="promo-start" label="Starts (India time)" type="datetime-local" {...text('startsAt')} />
        <FormField
          id="promo-end"
          label="Ends (India time)"
          type="datetime-local"
          hint="Empty: no end"
          {...text('endsAt')}
        />
        <FormField
          id="promo-limit"
          label="Uses in total"
          type="number"
          hint="Empty: no limit"
          {...text('usageLimit')}
        />
        <FormField
          id="promo-shopper-limit"
          label="Uses per shopper"
          type="number"
          hint="Empty: no limit"
          {...text('perShopperLimit')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {check('firstOrderOnly', 'First order only')}
        {!f.automatic && check('combinable', 'Combines with automatic offers')}
        {!f.automatic && check('isPublic', 'Show the code to every shopper', 'Listed under “Offers for you”.')}
      </div>
      <div className="flex gap-2">
        <button type="submit" className={adminButton('primary')} disabled={busy}>
          {busy ? 'Saving…' : promotion ? 'Save changes' : 'Create promotion'}
        </button>
        <button type="button" className={adminButton('secondary')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function adminButton(variant: 'primary' | 'secondary'): string {
  const tone =
    variant === 'primary'
      ? 'bg-plum-900 text-white hover:bg-plum-800 disabled:bg-plum-300'
      : 'border border-plum-200 bg-white text-plum-900 hover:bg-plum-50';
  return `inline-flex items-center justify-center rounded-lg px-3 py-1.5 text-sm font-medium ${tone}`;
}
