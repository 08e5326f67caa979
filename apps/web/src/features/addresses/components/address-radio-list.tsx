import type { Address } from '@nidra/shared/address/address.schema';
import { useAllTexts } from '../../../lib/texts.tsx';
import { AddressDetails } from './address-details.tsx';

type Props = {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (addressId: string) => void;
  legend: string;
};

/** Choosing the delivery address: a radio group of address cards, keyboard-usable with arrow keys. */
export function AddressRadioList({ addresses, selectedId, onSelect, legend }: Props) {
  const t = useAllTexts();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 font-display text-xl text-plum-900">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {addresses.map((a) => {
          const checked = a._id === selectedId;
          return (
            <label
              key={a._id}
              className={`flex cursor-pointer gap-3 rounded-2xl border bg-white p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum-300 ${
                checked ? 'border-plum-700 ring-1 ring-plum-700' : 'border-plum-100 hover:border-plum-300'
              }`}
            >
              <input
                type="radio"
                name="delivery-address"
                value={a._id}
                checked={checked}
                onChange={() => onSelect(a._id)}
                aria-label={t.deliverToAddress(a.name, a.houseNumber, a.street, a.city)}
                className="mt-1 h-4 w-4 shrink-0 accent-plum-800"
              />
              <AddressDetails address={a} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
