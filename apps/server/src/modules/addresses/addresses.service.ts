import { messages } from '@nidra/shared';
import type { Address, AddressBody } from '@nidra/shared/address/address.schema';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AddressesRepository, AddressRow } from './addresses.repository.ts';

/** An address book holds at most this many entries; enough for any shopper, bounded for the server. */
export const MAX_ADDRESSES_PER_USER = 20;

function toAddress(row: AddressRow): Address {
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

/** The address book calls the routes make, over its repository (wired in modules/index.ts). */
export function createAddressesService({ ctx, repo }: { ctx: AppContext; repo: AddressesRepository }) {
  return {
    /** The user's addresses, oldest first (the order they were added). */
    async listAddresses(userId: string): Promise<Address[]> {
      return (await repo.findAddressesByUser(userId)).map(toAddress);
    },

    /** A user never holds more than MAX_ADDRESSES_PER_USER addresses, also under concurrent adds. */
    async addAddress(userId: string, body: AddressBody): Promise<Address> {
      return ctx.db.transaction(async (tx) => {
        await repo.lockAddressBook(userId, tx);
        if ((await repo.countAddresses(userId, tx)) >= MAX_ADDRESSES_PER_USER)
          throw conflict(messages.tooManyAddresses(MAX_ADDRESSES_PER_USER));
        return toAddress(await repo.insertAddress(userId, body, tx));
      });
    },

    /** Only the owner's own address changes; another user's id reads as not found. */
    async editAddress(userId: string, addressId: string, body: AddressBody): Promise<Address> {
      const row = await repo.updateAddress(userId, addressId, body);
      if (!row) throw notFound(messages.addressNotFoundForUser);
      return toAddress(row);
    },

    /** Only the owner's own address is deleted; another user's id reads as not found. */
    async removeAddress(userId: string, addressId: string): Promise<{ message: string }> {
      if (!(await repo.deleteAddress(userId, addressId))) throw notFound(messages.addressNotFoundForUser);
      return { message: messages.addressDeleted };
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
