import { messages } from '@nidra/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithClient, SLOW, stubApi } from '../../../test/harness.tsx';
import { aProduct } from '../../../test/product-fixture.ts';
import { SHOPPER, signInShopper } from '../../../test/shopper.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

const product = aProduct({ _id: '6b1d6c3e-0000-4000-8000-00000000beef', productName: 'Rose Kaftan' });
const label = messages.saveToWishlist('Rose Kaftan');

describe('WishlistHeart', () => {
  it('toggles the piece in this browser while signed out, with aria-pressed', async () => {
    const fetchMock = stubApi();
    renderWithClient(<WishlistHeart productId={product._id} productName={product.productName} />);
    const heart = screen.getByRole('button', { name: label });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([product._id]);
    await userEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves to the account when signed in and shows the server’s list', async () => {
    signInShopper();
    const saved = { items: [{ product, addedAt: '2026-11-24T00:00:00.000Z' }] };
    const fetchMock = stubApi((url, init) => {
      if (url === `/api/wishlist/${SHOPPER._id}` && !init?.method) return [200, { items: [] }];
      if (url === `/api/wishlist/${SHOPPER._id}/items/${product._id}` && init?.method === 'PUT') return [200, saved];
    });
    renderWithClient(<WishlistHeart productId={product._id} productName={product.productName} />, { toaster: true });
    const heart = screen.getByRole('button', { name: label });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), SLOW);
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'), SLOW);
    await screen.findByText(messages.savedInWishlist, {}, SLOW);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });
});
