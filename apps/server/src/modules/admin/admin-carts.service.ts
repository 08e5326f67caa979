import type { AdminCart } from '@nidra/shared/admin/admin.schema';
import type { CartService } from '../cart/cart.service.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

const MAX_CARTS = 200;

export function createAdminCartsService(deps: { carts: CartService; repo: DashboardRepository }) {
  const { carts, repo } = deps;
  return {
    /** Carts holding at least one line, most recently touched first (at most 200), each as the shopper sees it. */
    async listActiveCarts(): Promise<AdminCart[]> {
      const owners = await repo.findActiveCartOwners(MAX_CARTS);
      const result: AdminCart[] = [];
      // The cart module owns the cart view; one read per active cart keeps its rules in one place.
      for (const u of owners) {
        const cart = await carts.readCart(u.id);
        if (cart.items.length === 0) continue;
        result.push({ user: { _id: u.id, name: u.name, email: u.email, phoneNumber: u.phone }, items: cart.items });
      }
      return result;
    },
  };
}

export type AdminCartsService = ReturnType<typeof createAdminCartsService>;
