import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

export default function AddressPage() {
  const t = useAllTexts();
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageMeta title={t.yourAddress} description={t.addressPageDescription} />
      <h1 className="mb-6 font-display text-3xl text-plum-900">{t.yourAddress}</h1>
      <AddressBook />
    </main>
  );
}
