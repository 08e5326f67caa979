import { messagingMessages } from '@nidra/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, requestedUrls, stubApi } from '../../../test/harness.tsx';
import { CodConfirmationStatus } from './cod-confirmation-status.tsx';

const ID = '5f0c0000-0000-4000-8000-000000000301';

describe('CodConfirmationStatus', () => {
  it('shows a waiting COD order’s state and confirms it by hand', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((url, init) =>
      url === `/api/admin/orders/${ID}/cod-confirm` && init?.method === 'POST'
        ? [200, { message: messagingMessages.codConfirmedByStaff, codConfirmation: 'CONFIRMED' }]
        : undefined,
    );
    renderRoute(
      '/admin/orders',
      <CodConfirmationStatus
        order={{ _id: ID, paymentMethod: 'COD', codConfirmation: 'AWAITING', orderStatus: 'PENDING' }}
      />,
    );
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messagingMessages.confirmCodOrder }));
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain(`/api/admin/orders/${ID}/cod-confirm`));
  });

  it('shows nothing for an online order, and no button once confirmed', () => {
    const { container } = renderRoute(
      '/admin/orders',
      <CodConfirmationStatus
        order={{ _id: ID, paymentMethod: 'ONLINE', codConfirmation: null, orderStatus: 'PENDING' }}
      />,
    );
    expect(container.textContent).toBe('');
    renderRoute(
      '/admin/orders',
      <CodConfirmationStatus
        order={{ _id: ID, paymentMethod: 'COD', codConfirmation: 'CONFIRMED', orderStatus: 'PENDING' }}
      />,
    );
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
