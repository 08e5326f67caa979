import { messages } from '@nidra/shared';
import { addToCartBody, cart, deleteCartItemBody } from '@nidra/shared/cart/cart.schema';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import type { CartService } from './cart.service.ts';

const userParams = z.object({ userId: z.uuid() });
const messageReply = z.object({ message: z.string() });

/** Cart calls of spec §7; every route is the owner's (or an admin's). */
export async function cartRoutes(app: App, carts: CartService) {
  app.get(
    '/api/cart/:userId',
    { onRequest: app.requireOwner, schema: { params: userParams, response: { 200: cart } } },
    async (req) => carts.readCart(req.params.userId),
  );

  app.post(
    '/api/cart/:userId/add',
    {
      onRequest: app.requireOwner,
      schema: { params: userParams, body: addToCartBody, response: { 200: cart, 202: messageReply } },
    },
    async (req, reply) => {
      const result = await carts.addToCart(req.params.userId, req.body);
      if (!result.added) return reply.status(202).send({ message: messages.alreadyInCart });
      return reply.status(200).send(result.cart);
    },
  );

  app.post(
    '/api/cart/:userId/item/delete',
    { onRequest: app.requireOwner, schema: { params: userParams, body: deleteCartItemBody, response: { 200: cart } } },
    async (req) => carts.removeCartItem(req.params.userId, req.body),
  );
}
