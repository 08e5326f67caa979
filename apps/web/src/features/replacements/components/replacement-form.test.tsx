import type { MyReplacements } from '@nidra/shared/replacements/replacement.schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, SLOW } from '../../../test/harness.tsx';
import { ReplacementForm } from './replacement-form.tsx';

type Line = MyReplacements['eligible'][number]['lines'][number];
const line = (over: Partial<Line>): Line => ({
  orderItemId: 'l1',
  productId: 'p-m',
  name: 'Cotton Nighty',
  size: 'M',
  quantity: 2,
  options: [
    { productId: 'p-s', size: 'S' },
    { productId: 'p-m', size: 'M' },
    { productId: 'p-free', size: '' },
  ],
  ...over,
});
const order: MyReplacements['eligible'][number] = {
  orderId: '0c7d8f7e-0000-4000-8000-000000000003',
  orderNumber: 1043,
  deliveredAt: '2026-11-24T10:00:00.000Z',
  until: '2026-12-01T10:00:00.000Z',
  lines: [line({}), line({ orderItemId: 'l2', name: 'Satin Robe', quantity: 1, options: [] })],
};

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(name) });
const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

describe('ReplacementForm lines', () => {
  it('offers the same product first, other sizes of the design, and how many of the pieces bought', async () => {
    const user = userEvent.setup();
    renderRoute('/replacement', <ReplacementForm order={order} onDone={() => {}} />);
    await user.click(await screen.findByRole('checkbox', { name: /Cotton Nighty/ }, SLOW));
    expect(box('Cotton Nighty').labels?.[0].textContent).toBe('Cotton NightySize M · Qty 2');
    expect(optionsOf(screen.getByRole('combobox', { name: 'Pieces' }))).toEqual(['1', '2']);
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Replace with size' });
    expect(optionsOf(size)).toEqual(['S', 'M (same)', 'One size']);
    expect(size.value).toBe('p-m');
  });

  it('cannot choose a line with no size in stock, and says so', async () => {
    renderRoute('/replacement', <ReplacementForm order={order} onDone={() => {}} />);
    await screen.findByRole('checkbox', { name: /Satin Robe/ }, SLOW);
    expect(box('Satin Robe').disabled).toBe(true);
    expect(box('Satin Robe').labels?.[0].textContent).toBe(
      'Satin RobeSize M · Qty 1 · no size in stock to replace it with',
    );
  });
});
