import { messages } from '@nidra/shared';
import type { Address, AddressBody } from '@nidra/shared/address/address.schema';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repo from './addresses.repository.ts';

/** An address book holds at most this many entries; enough for any shopper, bounded for the server. */
export const MAX_ADDRESSES_PER_USER = 20;

function toAddress(row: repo.AddressRow): Address {
  return {
    _id: row.id,
    name: row.name,
    houseNumber: row.houseNumber,
    street: row.street,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    phoneNumber: row.phoneNumber,
  };
}

/** The user's addresses, oldest first (the order they were added). */
async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  return (await repo.findAddressesByUser(db, userId)).map(toAddress);
}

/** A user never holds more than MAX_ADDRESSES_PER_USER addresses, also under concurrent adds. */
async function addAddress(db: Db, userId: string, body: AddressBody): Promise<Address> {
  return db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId);
    if ((await repo.countAddresses(tx, userId)) >= MAX_ADDRESSES_PER_USER)
      throw conflict(messages.tooManyAddresses(MAX_ADDRESSES_PER_USER));
    return toAddress(await repo.insertAddress(tx, userId, body));
  });
}

/** Only the owner's own address changes; another user's id reads as not found. */
async function editAddress(db: Db, userId: string, addressId: string, body: AddressBody): Promise<Address> {
  const row = await repo.updateAddress(db, userId, addressId, body);
  if (!row) throw notFound(messages.addressNotFoundForUser);
  return toAddress(row);
}

/** Only the owner's own address is deleted; another user's id reads as not found. */
async function removeAddress(db: Db, userId: string, addressId: string): Promise<{ message: string }> {
  if (!(await repo.deleteAddress(db, userId, addressId))) throw notFound(messages.addressNotFoundForUser);
  return { message: messages.addressDeleted };
}

/** The address book calls the routes make, bound to the database (wired in modules/index.ts). */
export function createAddressesService({ db }: { db: Db }) {
  return {
    listAddresses: (userId: string) => listAddresses(db, userId),
    addAddress: (userId: string, body: AddressBody) => addAddress(db, userId, body),
    editAddress: (userId: string, addressId: string, body: AddressBody) => editAddress(db, userId, addressId, body),
    removeAddress: (userId: string, addressId: string) => removeAddress(db, userId, addressId),
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
