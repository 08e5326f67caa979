import { messages } from '@nidra/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestedUrls, stubApi } from '../../../../test/harness.tsx';
import { renderAdmin, withAdminSignedIn } from '../../test/render-admin.tsx';
import { StatsCards } from './stats-cards.tsx';
import { UsersTable } from './users-table.tsx';

const user = (n: number) => ({
  _id: `u${n}`,
  role: 'customer',
  name: `Shopper ${n}`,
  email: `shopper${n}@example.in`,
  phoneNumber: null,
  loginCount: n,
  cartItems: 1,
  orderCount: 2,
});

withAdminSignedIn();

describe('Dashboard', () => {
  it('shows the four cards and pages the users 20 at a time', async () => {
    const ux = userEvent.setup();
    const fetchMock = stubApi((url) => {
      if (url === '/api/stats')
        return [200, { totalUsers: 1234, totalOrders: 56, totalProducts: 78, soldOutProducts: 9 }];
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      if (url.startsWith('/api/users/login-count?'))
        return [200, { users: [user(page)], totalPages: 2, currentPage: page }];
      return undefined;
    });
    renderAdmin(
      '/admin/dashboard',
      <>
        <StatsCards />
        <UsersTable />
      </>,
    );
    const card = async (label: string) => {
      const value = (await screen.findByText(label)).nextElementSibling!;
      await waitFor(() => expect(value.textContent).toMatch(/\d/));
      return value.textContent;
    };
    expect(await card('Total Users')).toBe('1,234');
    expect(await card('Total Orders')).toBe('56');
    expect(await card('Total Products')).toBe('78');
    expect(await card('Sold Out Products')).toBe('9');

    const row = (await screen.findByRole('cell', { name: 'shopper1@example.in' })).closest('tr')!;
    expect(within(row).getByText('Shopper 1')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(requestedUrls(fetchMock)).toContain('/api/users/login-count?page=1&limit=20');
    await ux.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(requestedUrls(fetchMock)).toContain('/api/users/login-count?page=2&limit=20');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
  });

  it('says when there are no users', async () => {
    stubApi((url) =>
      url.startsWith('/api/users/login-count?') ? [200, { users: [], totalPages: 0, currentPage: 1 }] : undefined,
    );
    renderAdmin('/admin/dashboard', <UsersTable />);
    expect(await screen.findByText(messages.noUsers)).toBeTruthy();
  });
});
