import { deliveryCheckMessages, formatDeliveryDate, shippingMessages } from '@nidra/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithClient, requestedUrls, SLOW, stubApi } from '../../../test/harness.tsx';
import { HOME_ADDRESS, SHOPPER, signInShopper } from '../../../test/shopper.ts';
import { DeliveryCheckSlot } from './delivery-check-slot.tsx';

const OLDER_ADDRESS = { ...HOME_ADDRESS, _id: `${HOME_ADDRESS._id.slice(0, -2)}ae`, postalCode: '110001' };

/** The shop's answers: the shopper's address book (oldest first) and the courier's check for any PIN. */
function shopApi() {
  return stubApi((url) => {
    if (url === `/api/addresses/${SHOPPER._id}`) return [200, [OLDER_ADDRESS, HOME_ADDRESS]];
    const pin = url.match(/^\/api\/delivery-check\?pin=(\d{6})$/)?.[1];
    if (pin) return [200, { pin, serviceable: true, codAvailable: true, estimatedDays: 3, deliveryBy: '2026-12-01' }];
    return undefined;
  });
}
const deliveryBy = shippingMessages.deliveryBy(formatDeliveryDate('2026-12-01'));
const pinField = () => screen.getByRole('textbox', { name: deliveryCheckMessages.deliveryPinLabel });

describe("the product page's Check delivery", () => {
  it("uses a signed-in shopper's most recent saved address's PIN once they reach for the field", async () => {
    signInShopper();
    const fetchMock = shopApi();
    const user = userEvent.setup();
    renderWithClient(<DeliveryCheckSlot />);
    // Nothing is asked before the shopper reaches for the field: the page's first load stays as it was.
    expect(requestedUrls(fetchMock)).toEqual([]);

    await user.click(pinField());
    expect(await screen.findByText(deliveryBy, undefined, SLOW)).toBeTruthy();
    expect((pinField() as HTMLInputElement).value).toBe('500001');
    expect(requestedUrls(fetchMock)).toContain('/api/delivery-check?pin=500001');
    expect(requestedUrls(fetchMock)).not.toContain('/api/delivery-check?pin=110001');
  });

  it('keeps the PIN this browser remembers, and asks no address book', async () => {
    signInShopper();
    localStorage.setItem('nidra.deliveryPin', '560001');
    const fetchMock = shopApi();
    renderWithClient(<DeliveryCheckSlot />);
    expect(await screen.findByText(deliveryBy, undefined, SLOW)).toBeTruthy();
    expect((pinField() as HTMLInputElement).value).toBe('560001');
    expect(requestedUrls(fetchMock)).toEqual(['/api/delivery-check?pin=560001']);
  });

  it('leaves the field to a signed-out visitor, asking no address book', async () => {
    const fetchMock = shopApi();
    const user = userEvent.setup();
    renderWithClient(<DeliveryCheckSlot />);
    await user.click(pinField());
    // The working form (it offers the browser's saved postal code) has taken the outline's place.
    await waitFor(() => expect(pinField().getAttribute('autocomplete')).toBe('postal-code'));
    await user.type(pinField(), '400001');
    await user.click(screen.getByRole('button', { name: deliveryCheckMessages.checkDeliveryButton }));
    expect(await screen.findByText(deliveryBy, undefined, SLOW)).toBeTruthy();
    expect((pinField() as HTMLInputElement).value).toBe('400001');
    await waitFor(() => expect(requestedUrls(fetchMock)).toEqual(['/api/delivery-check?pin=400001']));
  });

  it('never replaces what a signed-in shopper typed before their address book answered', async () => {
    signInShopper();
    let answerBook = () => {};
    const book = new Promise<void>((resolve) => {
      answerBook = resolve;
    });
    const fetchMock = stubApi(async (url) => {
      if (url === `/api/addresses/${SHOPPER._id}`) {
        await book;
        return [200, [HOME_ADDRESS]];
      }
      const pin = url.match(/^\/api\/delivery-check\?pin=(\d{6})$/)?.[1];
      if (pin) return [200, { pin, serviceable: true, codAvailable: true, estimatedDays: 3, deliveryBy: '2026-12-01' }];
      return undefined;
    });
    const user = userEvent.setup();
    renderWithClient(<DeliveryCheckSlot />);
    await user.click(pinField());
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain(`/api/addresses/${SHOPPER._id}`));
    await user.type(pinField(), '400001');
    answerBook();
    await user.click(screen.getByRole('button', { name: deliveryCheckMessages.checkDeliveryButton }));
    expect(await screen.findByText(deliveryBy, undefined, SLOW)).toBeTruthy();
    expect((pinField() as HTMLInputElement).value).toBe('400001');
    expect(requestedUrls(fetchMock)).not.toContain('/api/delivery-check?pin=500001');
  });
});
