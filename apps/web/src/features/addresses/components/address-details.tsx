import type { Address } from '@nidra/shared/address/address.schema';
import { useAllTexts } from '../../../lib/texts.tsx';

/** An address laid out as on an envelope, with the phone number last. */
export function AddressDetails({ address }: { address: Address }) {
  const t = useAllTexts();
  return (
    <div className="text-sm leading-6 text-plum-800">
      <p className="font-medium text-ink">{address.name}</p>
      <p>
        {address.houseNumber}, {address.street}
      </p>
      <p>
        {address.city}, {address.state} {address.postalCode}
      </p>
      <p>{address.country}</p>
      <p className="mt-1 text-plum-700">{t.phoneLine(address.phoneNumber)}</p>
    </div>
  );
}
