import { messages } from '@nidra/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../../lib/router.tsx';
import { render } from '../../../test/harness.tsx';
import { aProduct } from '../../../test/product-fixture.ts';
import { ProductCard } from './product-card.tsx';

const renderCard = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ProductCard', () => {
  it("shows 'Sold Out' when the quantity is 0", () => {
    renderCard(<ProductCard product={aProduct({ quantity: 0 })} />);
    expect(screen.getByText(messages.soldOut)).toBeTruthy();
  });

  it("shows no 'Sold Out' while in stock", () => {
    renderCard(<ProductCard product={aProduct({ quantity: 1 })} />);
    expect(screen.queryByText(messages.soldOut)).toBeNull();
  });

  it('shows the selling price, the struck-through MRP and the rounded percent off', () => {
    renderCard(<ProductCard product={aProduct({ MRP: 1499, sellingPrice: 899 })} />);
    expect(screen.getByText('₹899')).toBeTruthy();
    expect(screen.getByText('₹1,499').tagName).toBe('S');
    expect(screen.getByText('40% OFF')).toBeTruthy();
  });

  it('links to the product detail with hyphens for spaces', () => {
    const product = aProduct();
    renderCard(<ProductCard product={product} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      `/prod/Cotton-Nighties/Rose-Garden-Cotton-Nighty/${product._id}`,
    );
  });
});
