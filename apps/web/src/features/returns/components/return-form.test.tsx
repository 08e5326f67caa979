import { returnMessages } from '@nidra/shared/returns/return.messages';
import type { MyReturns } from '@nidra/shared/returns/return.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, SLOW, sentBody, stubApi } from '../../../test/harness.tsx';
import { ReturnForm } from './return-form.tsx';

type Line = MyReturns['eligible'][number]['lines'][number];
const line = (over: Partial<Line>): Line => ({
  orderItemId: 'l1',
  productId: 'p-m',
  name: 'Cotton Nighty',
  size: 'M',
  quantity: 3,
  returnable: 2,
  isHygiene: false,
  hasOpenRequest: false,
  sizes: [
    { productId: 'p-l', size: 'L' },
    { productId: 'p-xl', size: 'XL' },
  ],
  ...over,
});
const order: MyReturns['eligible'][number] = {
  orderId: '0c7d8f7e-0000-4000-8000-000000000002',
  orderNumber: 1042,
  isCod: false,
  until: '2026-12-05T10:00:00.000Z',
  lines: [
    line({}),
    line({ orderItemId: 'l2', name: 'Lace Bralette', isHygiene: true }),
    line({ orderItemId: 'l3', name: 'Satin Robe', quantity: 1, returnable: 1, sizes: [] }),
  ],
};

const show = () => renderRoute('/returns/new', <ReturnForm order={order} onDone={() => {}} />);
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(name) });
const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);
const chosenIn = (select: HTMLElement) => (select as HTMLSelectElement).value;

describe('ReturnForm lines', () => {
  it('says why a line cannot be chosen: a hygiene piece always, a design without another size for an exchange', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('checkbox', { name: /Cotton Nighty/ }, SLOW);
    expect(box('Cotton Nighty').disabled).toBe(false);
    expect(box('Lace Bralette').disabled).toBe(true);
    expect(box('Lace Bralette').labels?.[0].textContent).toContain(returnMessages.returnNotReturnable);
    expect(box('Satin Robe').disabled).toBe(true);
    expect(box('Satin Robe').labels?.[0].textContent).toContain(returnMessages.returnNoSizeInStock);
    expect(box('Cotton Nighty').labels?.[0].textContent).toBe('Cotton NightySize M · Qty 3');

    await user.click(screen.getByRole('radio', { name: returnMessages.returnWantRefund }));
    expect(box('Satin Robe').disabled).toBe(false);
    expect(screen.queryByText(returnMessages.returnNoSizeInStock)).toBeNull();
  });

  it('asks how many of the pieces not yet returned, and the new size only for an exchange', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(() => [400, { message: 'stop here' }]);
    show();
    await user.click(await screen.findByRole('checkbox', { name: /Cotton Nighty/ }, SLOW));
    const pieces = screen.getByRole('combobox', { name: returnMessages.returnPieces });
    expect(optionsOf(pieces)).toEqual(['1', '2']);
    const size = screen.getByRole('combobox', { name: returnMessages.returnNewSize });
    expect(optionsOf(size)).toEqual(['L', 'XL']);
    expect(chosenIn(size)).toBe('p-l');
    await user.selectOptions(pieces, '2');
    await user.selectOptions(size, 'p-xl');
    await user.click(screen.getByRole('radio', { name: 'Too small' }));
    await user.click(screen.getByRole('button', { name: returnMessages.returnSubmit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({
      kind: 'EXCHANGE',
      items: [{ orderItemId: 'l1', quantity: 2, wantedProductId: 'p-xl' }],
    });

    await user.click(screen.getByRole('radio', { name: returnMessages.returnWantRefund }));
    expect(screen.queryByRole('combobox', { name: returnMessages.returnNewSize })).toBeNull();
    expect(chosenIn(screen.getByRole('combobox', { name: returnMessages.returnPieces }))).toBe('2');
  });
});
