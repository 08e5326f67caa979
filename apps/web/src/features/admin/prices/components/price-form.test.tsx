import { formatINR, messages } from '@nidra/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { PriceForm } from './price-form.tsx';
import { PricesTable } from './prices-table.tsx';

withAdminSignedIn();

const screenWithBoth = (
  <>
    <PriceForm />
    <PricesTable />
  </>
);

describe('Product prices', () => {
  it('requires a subcategory and a price, saves, and lists the saved prices', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    let prices: { subcategory: string; actualPrice: number }[] = [];
    stubApi((url, init) => {
      if (url === '/api/subcategories') return [200, ['Cotton Nighties', 'Kaftans']];
      if (url === '/api/subcategory-prices') return [200, prices];
      if (url === '/api/subcategory-price' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        saved.push(body);
        prices = [body];
        return [200, body];
      }
      return undefined;
    });
    renderAdmin('/admin/products/prices', screenWithBoth);
    expect(await screen.findByText(messages.noPrices)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.priceFormInvalid);
    await user.selectOptions(await screen.findByLabelText('Subcategory'), 'Kaftans');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.priceFormInvalid);
    expect(saved).toHaveLength(0);

    await user.type(screen.getByLabelText(/Actual Price/), '425.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.priceSaved)).toBeTruthy();
    expect(saved).toEqual([{ subcategory: 'Kaftans', actualPrice: 425.5 }]);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Kaftans' })).toBeTruthy());
    expect(screen.getByText(formatINR(425.5))).toBeTruthy();
  });

  it('shows the spec messages when loading or saving fails', async () => {
    const user = userEvent.setup();
    stubApi((url) => {
      if (url === '/api/subcategories') return [500, {}];
      if (url === '/api/subcategory-prices') return [500, { message: 'down' }];
      if (url === '/api/subcategory-price') return [500, { message: 'down' }];
      return undefined;
    });
    renderAdmin('/admin/products/prices', screenWithBoth);
    expect(await screen.findByText(messages.fetchPricesFailed)).toBeTruthy();
    expect(await screen.findByText(messages.fetchSubcategoriesError)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.priceFormInvalid)).toBeTruthy();
  });
});
