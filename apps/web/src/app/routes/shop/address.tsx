import { messages } from '@nidra/shared';
import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

export default function AddressPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageMeta title={messages.yourAddress} description="Manage the delivery addresses saved to your account." />
      <h1 className="mb-6 font-display text-3xl text-plum-900">{messages.yourAddress}</h1>
      <AddressBook />
    </main>
  );
}
