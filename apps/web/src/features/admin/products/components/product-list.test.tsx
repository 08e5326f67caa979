import { messages } from '@nidra/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../../../test/dialog-polyfill.ts';
import { requestedUrls, stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { ProductList } from './product-list.tsx';

const product = (n: number, quantity: number, subcategory = 'Cotton Nighties') => ({
  _id: `0c7d8f7e-0000-4000-8000-00000000000${n}`,
  productName: `Nightie ${n}`,
  size: 'M',
  category: 'Nightwear',
  subcategory,
  MRP: 1500,
  sellingPrice: 1050,
  actualPrice: 500,
  discount: 30,
  designNumber: '',
  isActive: true,
  displayImage: `/images/n${n}.webp`,
  imagesUrl: [],
  barcode: '',
  length: '',
  chest: '',
  quantity,
  fabric: '',
  description: '',
  hsn: '6208',
  createdAt: '2026-01-10T10:00:00.000Z',
});

beforeAll(installDialogPolyfill);
withAdminSignedIn();

describe('ProductList', () => {
  it('filters by subcategory, shows availability, and sends only the quantity when marking sold out', async () => {
    const user = userEvent.setup();
    const bodies: FormData[] = [];
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/subcategories') return [200, ['Cotton Nighties', 'Kaftans']];
      if (url === '/api/admin/products') return [200, [product(1, 3), product(2, 0, 'Kaftans')]];
      if (url === '/api/admin/products?subcategory=Kaftans') return [200, [product(2, 0, 'Kaftans')]];
      if (url === `/api/products/${product(1, 3)._id}` && init?.method === 'PUT') {
        bodies.push(init.body as FormData);
        return [200, product(1, 0)];
      }
      if (url === `/api/products/${product(2, 0)._id}` && init?.method === 'PUT') return [500, { message: 'boom' }];
      return undefined;
    });
    renderAdmin('/admin/products/list', <ProductList />);

    const filter = screen.getByLabelText('Subcategory') as HTMLSelectElement;
    expect(filter.options[0].textContent).toBe(messages.allSubcategories);
    const first = (await screen.findByRole('rowheader', { name: /Nightie 1/ })).closest('tr')!;
    expect(first.textContent).toContain('Available');
    expect(first.textContent).toContain('30.00%');
    expect(within(first).getByRole('link', { name: 'Edit Nightie 1' }).getAttribute('href')).toBe(
      `/admin/product/edit/${product(1, 3)._id}`,
    );
    const second = screen.getByRole('rowheader', { name: /Nightie 2/ }).closest('tr')!;
    expect(second.textContent).toContain('Sold out');

    await user.click(within(first).getByRole('button', { name: `${messages.soldOut}: Nightie 1` }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect([...bodies[0].keys()]).toEqual(['quantity']);
    expect(bodies[0].get('quantity')).toBe('0');

    // A failed update says so.
    await user.click(within(second).getByRole('button', { name: 'Available: Nightie 2' }));
    expect(await screen.findByText(messages.updateProductStatusError)).toBeTruthy();

    // The image opens in a popup.
    await user.click(within(first).getByRole('button', { name: 'View image of Nightie 1' }));
    expect(await screen.findByRole('dialog', { name: 'Image of Nightie 1' })).toBeTruthy();

    await user.selectOptions(filter, 'Kaftans');
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/admin/products?subcategory=Kaftans'));
  });

  it('says so when the products cannot be loaded', async () => {
    stubApi((url) => (url === '/api/subcategories' ? [200, []] : [500, { message: 'down' }]));
    renderAdmin('/admin/products/list', <ProductList />);
    expect(await screen.findByText(messages.fetchProductsError)).toBeTruthy();
  });
});
