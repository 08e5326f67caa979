import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

export default function AddressPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageMeta title="Your Address" description="Manage the delivery addresses saved to your account." />
      <h1 className="mb-6 font-display text-3xl text-plum-900">Your Addresses</h1>
      <AddressBook />
    </main>
  );
}
