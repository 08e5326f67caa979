import { address, addressBody } from '@nidra/shared/address/address.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { AddressesService } from './addresses.service.ts';

const userParams = z.object({ userId: z.uuid() });
const addressParams = z.object({ userId: z.uuid(), addressId: z.uuid() });

/** Address book calls of spec §7; every route is the owner's (or an admin's). */
export async function addressesRoutes(app: App, addresses: AddressesService) {
  app.get(
    '/api/addresses/:userId',
    { onRequest: app.requireOwner, schema: { params: userParams, response: { 200: z.array(address) } } },
    async (req) => addresses.listAddresses(req.params.userId),
  );

  app.post(
    '/api/address/:userId',
    { onRequest: app.requireOwner, schema: { params: userParams, body: addressBody, response: { 201: address } } },
    async (req, reply) => reply.status(201).send(await addresses.addAddress(req.params.userId, req.body)),
  );

  app.put(
    '/api/address/:userId/:addressId',
    { onRequest: app.requireOwner, schema: { params: addressParams, body: addressBody, response: { 200: address } } },
    async (req) => addresses.editAddress(req.params.userId, req.params.addressId, req.body),
  );

  app.delete(
    '/api/address/:userId/:addressId',
    {
      onRequest: app.requireOwner,
      schema: { params: addressParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (req) => addresses.removeAddress(req.params.userId, req.params.addressId),
  );
}
