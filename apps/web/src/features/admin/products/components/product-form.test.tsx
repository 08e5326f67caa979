import { messages, PRODUCT_SIZES } from '@nidra/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubXhr } from '../../../../test/fake-xhr.ts';
import { requestedUrls, stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { ProductForm } from './product-form.tsx';

const CATEGORIES = [
  {
    category: 'Nightwear',
    subcategories: [
      { subcategory: 'Cotton Nighties', displayImage: null },
      { subcategory: 'Satin Nighties', displayImage: null },
    ],
  },
  { category: 'Loungewear', subcategories: [{ subcategory: 'Pyjama Sets', displayImage: null }] },
];

const EXISTING = {
  _id: '0c7d8f7e-0000-4000-8000-000000000001',
  productName: 'Rose Satin Nightie',
  size: 'M',
  category: 'Nightwear',
  subcategory: 'Satin Nighties',
  MRP: 1999,
  sellingPrice: 1499,
  actualPrice: 700,
  discount: 25.01,
  designNumber: 'RS-22',
  isActive: true,
  displayImage: '/images/rose.webp',
  imagesUrl: [],
  barcode: '8901234567890',
  length: '52 in',
  chest: '40 in',
  quantity: 4,
  fabric: 'Satin',
  description: 'Soft satin with lace trim',
  hsn: '6208',
  createdAt: '2026-01-10T10:00:00.000Z',
};

let fetchMock: ReturnType<typeof stubApi>;

function renderForm(mode: 'add' | 'edit' = 'add') {
  fetchMock = stubApi((url) => {
    if (url === '/api/products/grouped-by-name') return [200, [EXISTING]];
    if (url === '/api/subcategory-prices') return [200, [{ subcategory: 'Cotton Nighties', actualPrice: 420 }]];
    if (url === '/api/admin/subcategories') return [201, { category: 'Nightwear', subcategory: 'Modal Nighties' }];
    return undefined;
  });
  renderAdmin(
    '/admin/products/add',
    <ProductForm mode={mode} product={mode === 'edit' ? EXISTING : undefined} categories={CATEGORIES} />,
  );
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const subcategoryChoices = () =>
  [...(screen.getByLabelText(/^Subcategory/) as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
const descriptionOf = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

withAdminSignedIn();

describe('ProductForm', () => {
  it('computes the discount from MRP and selling price with 2 decimals, in a read-only field', async () => {
    const user = userEvent.setup();
    renderForm();
    const discount = input('Discount (%)');
    expect(discount.readOnly).toBe(true);
    expect(discount.value).toBe('');

    await user.type(input(/^MRP/), '1499');
    expect(discount.value).toBe(''); // selling price not set yet
    await user.type(input(/^Selling price/), '999');
    expect(discount.value).toBe('33.36'); // 500 / 1499 × 100 = 33.3555…

    await user.clear(input(/^Selling price/));
    await user.type(input(/^Selling price/), '1124.25');
    expect(discount.value).toBe('25.00');

    // Typing into the read-only field changes nothing.
    await user.type(discount, '99');
    expect(discount.value).toBe('25.00');
  });

  it('clears the subcategory when the category changes, and offers only the chosen category’s subcategories', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(input(/^Category/), 'Nightwear');
    await waitFor(() => expect(subcategoryChoices()).toEqual(['Cotton Nighties', 'Satin Nighties']));
    await user.selectOptions(input(/^Subcategory/), 'Cotton Nighties');
    expect(input(/^Subcategory/).value).toBe('Cotton Nighties');

    await user.clear(input(/^Category/));
    expect(input(/^Subcategory/).value).toBe('');
    await user.type(input(/^Category/), 'Loungewear');
    expect(input(/^Subcategory/).value).toBe('');
    expect(subcategoryChoices()).toEqual(['Pyjama Sets']);
  });

  it('chooses the subcategory and the size from lists: a typo cannot become a subcategory or a size', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText(/^Subcategory/).tagName).toBe('SELECT');
    const size = screen.getByLabelText('Size') as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['', ...PRODUCT_SIZES]);
    await user.selectOptions(size, 'M');
    expect(size.value).toBe('M');
  });

  it('adds a new subcategory as a separate action, under the chosen category, and selects it', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('button', { name: '+ New subcategory' })).toHaveProperty('disabled', true);
    await user.type(input(/^Category/), 'Nightwear');
    await user.click(screen.getByRole('button', { name: '+ New subcategory' }));
    await user.type(screen.getByLabelText('New subcategory in Nightwear'), 'Modal Nighties');
    await user.click(screen.getByRole('button', { name: 'Add subcategory' }));
    await waitFor(() => expect(input(/^Subcategory/).value).toBe('Modal Nighties'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/subcategories');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ category: 'Nightwear', subcategory: 'Modal Nighties' });
  });

  it('names the first missing required field above the form and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    const save = screen.getByRole('button', { name: 'Add Product' });
    const alertText = async () => (await screen.findByRole('alert')).textContent;

    await user.click(save);
    expect(await alertText()).toBe(messages.fillOutField('productName'));
    expect(await alertText()).toBe('Please fill out the productName field.');

    await user.type(input(/^Product name/), 'Moonlit Kaftan');
    await user.click(save);
    expect(await alertText()).toBe(messages.fillOutField('category'));

    await user.type(input(/^Category/), 'Loungewear');
    await user.selectOptions(input(/^Subcategory/), 'Pyjama Sets');
    await user.click(save);
    expect(await alertText()).toBe(messages.fillOutField('MRP'));

    await user.type(input(/^MRP/), '1800');
    await user.click(save);
    expect(await alertText()).toBe(messages.fillOutField('sellingPrice'));

    await user.type(input(/^Selling price/), '1500');
    await user.click(save);
    expect(await alertText()).toBe(messages.fillOutField('actualPrice')); // required on add only

    expect(requestedUrls(fetchMock).some((u) => u.includes('add-product'))).toBe(false);
  });

  it('on edit, requires MRP but not the actual price, and sends the form as multipart PUT', async () => {
    const user = userEvent.setup();
    const sent = stubXhr((req) => [200, { ...EXISTING, sellingPrice: Number(req.body.get('sellingPrice')) }]);
    renderForm('edit');
    expect(input(/^Product name/).value).toBe('Rose Satin Nightie');
    expect(screen.getByAltText('Current display image 1')).toBeTruthy();

    await user.clear(input(/^MRP/));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.fillOutField('MRP'));
    expect(sent).toHaveLength(0);

    await user.type(input(/^MRP/), '1999');
    await user.clear(input(/^Actual price/));
    await user.clear(input(/^Selling price/));
    await user.type(input(/^Selling price/), '1299');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(messages.productUpdated)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url).toBe(`/api/products/${EXISTING._id}`);
    expect(sent[0].headers.Authorization).toBe('Bearer admin-token');
    expect(sent[0].body.get('sellingPrice')).toBe('1299');
    expect(sent[0].body.has('actualPrice')).toBe(false);
    expect(sent[0].body.has('displayImage')).toBe(false);
  });

  it('sends the optional Hindi name, fabric and description with the product', async () => {
    const user = userEvent.setup();
    const sent = stubXhr(() => [200, { ...EXISTING, productNameHi: 'गुलाबी साटन नाइटी' }]);
    renderForm('edit');
    expect(input('Hindi product name').value).toBe('');
    expect(input('Hindi product name').lang).toBe('hi');
    await user.type(input('Hindi product name'), 'गुलाबी साटन नाइटी');
    await user.type(input('Hindi fabric'), 'साटन');
    await user.type(screen.getByLabelText('Hindi description'), 'लेस वाली मुलायम साटन नाइटी');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body.get('productNameHi')).toBe('गुलाबी साटन नाइटी');
    expect(sent[0].body.get('fabricHi')).toBe('साटन');
    expect(sent[0].body.get('descriptionHi')).toBe('लेस वाली मुलायम साटन नाइटी');
  });

  it('says on edit that an empty actual price keeps the saved one', () => {
    renderForm('edit');
    expect(input(/^Actual price/).getAttribute('aria-required')).toBeNull();
    expect(descriptionOf(input(/^Actual price/))).toBe('Leave empty to keep the saved cost price.');
    expect(requestedUrls(fetchMock)).not.toContain('/api/subcategory-prices');
  });

  it('on add, fills an empty actual price from the chosen subcategory’s saved price, never over a typed one', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(input(/^Category/), 'Nightwear');
    await user.selectOptions(input(/^Subcategory/), 'Satin Nighties'); // no saved price
    expect(input(/^Actual price/).value).toBe('');

    await user.selectOptions(input(/^Subcategory/), '');
    await user.selectOptions(input(/^Subcategory/), 'Cotton Nighties');
    await waitFor(() => expect(input(/^Actual price/).value).toBe('420'));
    expect(requestedUrls(fetchMock)).toContain('/api/subcategory-prices');

    // A price the admin typed is kept when the subcategory is chosen again.
    await user.clear(input(/^Actual price/));
    await user.type(input(/^Actual price/), '380');
    await user.selectOptions(input(/^Subcategory/), '');
    await user.selectOptions(input(/^Subcategory/), 'Cotton Nighties');
    expect(input(/^Actual price/).value).toBe('380');
  });

  it('offers only the picture types the server takes, and leaves out any other file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const display = input('Display image');
    expect(display.accept).toBe('image/jpeg,image/png,image/webp,image/avif,image/gif');
    expect(input('Additional images').accept).toBe(display.accept);

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'kaftan.png', { type: 'image/png' });
    await user.upload(input('Additional images'), [svg, png]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'One file was left out: only JPEG, PNG, WebP, AVIF or GIF images can be used.',
    );
    const previews = screen.getByRole('list', { name: 'Additional images preview' });
    expect([...previews.querySelectorAll('img')].map((img) => img.alt)).toEqual([
      'New additional images 1: kaftan.png',
    ]);
  });

  it('reports an update whose answer names another product as an error', async () => {
    const user = userEvent.setup();
    stubXhr(() => [200, { ...EXISTING, _id: 'someone-else' }]);
    renderForm('edit');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(messages.productUpdateError)).toBeTruthy();
  });

  it('fills the form from an existing product when its name is picked, images excepted', async () => {
    renderForm();
    await waitFor(() =>
      expect(document.querySelector('#pf-name-suggestions option')?.getAttribute('value')).toBe('Rose Satin Nightie'),
    );
    fireEvent.change(input(/^Product name/), { target: { value: 'Rose Satin Nightie' } });
    expect(input(/^Category/).value).toBe('Nightwear');
    expect(input(/^Subcategory/).value).toBe('Satin Nighties');
    expect(input(/^MRP/).value).toBe('1999');
    expect(input(/^Actual price/).value).toBe('700');
    expect(input('Discount (%)').value).toBe('25.01');
    expect(input('Fabric').value).toBe('Satin');
    expect(screen.queryByAltText(/Current display image/)).toBeNull();
  });
});
