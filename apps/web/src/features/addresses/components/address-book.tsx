import type { AddressFields } from '@nidra/shared';
import type { Address } from '@nidra/shared/address/address.schema';
import { useEffect, useRef, useState } from 'react';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PencilIcon, TrashIcon } from '../../../ui/icons/address-icons.tsx';
import { useCreateAddress } from '../api/create-address.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { AddressDetails } from './address-details.tsx';
import { AddressForm, addressFields } from './address-form.tsx';

const ICON_BUTTON =
  'grid h-10 w-10 place-items-center rounded-full text-plum-700 transition-colors hover:bg-plum-50 hover:text-plum-900 disabled:opacity-40';

/** The address book: saved addresses with edit and delete, and one form that adds or edits. */
export function AddressBook() {
  const t = useAllTexts();
  const { data: addresses, isPending, error } = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Address | null>(null);
  // A new key gives the form fresh initial values (after saving, or when switching what is edited).
  const [formKey, setFormKey] = useState(0);
  const formHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (error) console.error('Loading addresses failed', error);
  }, [error]);

  const startEdit = (a: Address) => {
    setEditing(a);
    setFormKey((k) => k + 1);
    // Focus brings the form into view (scroll-margin keeps it clear of the sticky header).
    formHeading.current?.focus();
  };
  const resetForm = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const save = (fields: AddressFields) => {
    const done = { onSuccess: resetForm };
    if (editing) update.mutate({ addressId: editing._id, fields }, done);
    else create.mutate(fields, done);
  };
  if (editing && addresses && !addresses.some((a) => a._id === editing._id)) resetForm();

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
      <section aria-labelledby="saved-addresses">
        <h2 id="saved-addresses" className="mb-4 font-display text-xl text-plum-900">
          {t.savedAddresses}
        </h2>
        {isPending && !error ? (
          <AddressSkeleton />
        ) : addresses && addresses.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {addresses.map((a) => {
              const deleting = remove.isPending && remove.variables === a._id;
              return (
                <li
                  key={a._id}
                  className={`flex justify-between gap-3 rounded-2xl border bg-white p-4 ${
                    editing?._id === a._id ? 'border-plum-700' : 'border-plum-100'
                  } ${deleting ? 'opacity-50' : ''}`}
                >
                  <AddressDetails address={a} />
                  <div className="-mr-1 -mt-1 flex shrink-0 gap-1">
                    <button
                      type="button"
                      className={ICON_BUTTON}
                      aria-label={t.editAddressOf(a.name)}
                      onClick={() => startEdit(a)}
                    >
                      <PencilIcon />
                    </button>
                    <button
                      type="button"
                      className={`${ICON_BUTTON} hover:bg-red-50 hover:text-red-700`}
                      aria-label={t.deleteAddressOf(a.name)}
                      disabled={deleting}
                      onClick={() => remove.mutate(a._id)}
                    >
                      <TrashIcon />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-plum-200 px-5 py-8 text-center text-sm text-plum-700">
            {t.noSavedAddresses}
          </p>
        )}
      </section>
      <section
        aria-labelledby="address-form-title"
        className="rounded-2xl border border-plum-100 bg-white p-5 sm:p-6 lg:sticky lg:top-24"
      >
        <h2
          id="address-form-title"
          ref={formHeading}
          tabIndex={-1}
          className="mb-5 scroll-mt-24 font-display text-xl text-plum-900 outline-none"
        >
          {editing ? t.editAddress : t.addANewAddress}
        </h2>
        <AddressForm
          key={formKey}
          initial={editing ? addressFields(editing) : undefined}
          submitLabel={editing ? t.saveChanges : t.addAddress}
          busy={create.isPending || update.isPending}
          onSubmit={save}
          onCancel={editing ? resetForm : undefined}
        />
      </section>
    </div>
  );
}

function AddressSkeleton() {
  const t = useAllTexts();
  return (
    <div
      aria-busy="true"
      role="status"
      className="grid animate-pulse gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
    >
      <span className="sr-only">{t.loadingAddresses}</span>
      {[0, 1].map((i) => (
        <div key={i} className="h-36 rounded-2xl bg-plum-50" />
      ))}
    </div>
  );
}
