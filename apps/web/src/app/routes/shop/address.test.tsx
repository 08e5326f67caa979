import { messages } from '@nidra/shared';
import type { Address } from '@nidra/shared/address/address.schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { json, renderWithClient, stubApi } from '../../../test/harness.tsx';
import { HOME_ADDRESS, SHOPPER, signInShopper } from '../../../test/shopper.ts';
import AddressPage from './address.tsx';

/** A tiny in-memory server for the address calls; `failWrites` makes every change answer 500. */
function stubAddressServer(initial: Address[]) {
  let book = [...initial];
  const state = { failWrites: false };
  const list = `/api/addresses/${SHOPPER._id}`;
  const one = `/api/address/${SHOPPER._id}`;
  const fetchMock = stubApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === list) return json(book);
    if (state.failWrites) return json({ message: 'Internal Server Error' }, 500);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'POST' && url === one) {
      const created = { ...body, _id: `6b1d6c3e-0000-4000-8000-00000000000${book.length + 2}` };
      book = [...book, created];
      return json(created, 201);
    }
    const id = url.slice(one.length + 1);
    if (method === 'PUT') {
      book = book.map((a) => (a._id === id ? { ...body, _id: id } : a));
      return json({ ...body, _id: id });
    }
    if (method === 'DELETE') {
      book = book.filter((a) => a._id !== id);
      return json({ message: 'Address deleted' });
    }
  });
  return {
    state,
    fetchMock,
    listCalls: () =>
      fetchMock.mock.calls.filter(([u, i]) => String(u) === list && (i?.method ?? 'GET') === 'GET').length,
  };
}

function renderBook() {
  renderWithClient(<AddressBook />);
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signInShopper();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** Types a whole value at once (a paste), which keeps these form tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

describe('AddressBook', () => {
  it('adds, edits and deletes addresses', async () => {
    stubAddressServer([HOME_ADDRESS]);
    renderBook();
    const user = userEvent.setup();
    await screen.findByText('Asha Rao');

    await fill(user, screen.getByLabelText('Full name'), 'Ravi Rao');
    await fill(user, screen.getByLabelText('Phone number'), '9000000000');
    await fill(user, screen.getByLabelText('House number'), '7');
    await fill(user, screen.getByLabelText('Street'), 'Park Street');
    await fill(user, screen.getByLabelText('City'), 'Kolkata');
    await user.selectOptions(screen.getByLabelText('State'), 'West Bengal');
    await fill(user, screen.getByLabelText('Postal code'), '700016');
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Ravi Rao')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Edit address of Asha Rao' }));
    expect(screen.getByRole('heading', { name: 'Edit address' })).toBeTruthy();
    expect((screen.getByLabelText('Street') as HTMLInputElement).value).toBe('MG Road');
    await user.clear(screen.getByLabelText('Street'));
    await fill(user, screen.getByLabelText('Street'), 'Jubilee Hills');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('12-4, Jubilee Hills')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add a new address' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete address of Ravi Rao' }));
    await vi.waitFor(() => expect(screen.queryByText('Ravi Rao')).toBeNull());
    expect(consoleError).not.toHaveBeenCalled();
  }, 30_000);

  it('only logs failed changes, and reads the list again so the screen matches the server', async () => {
    const server = stubAddressServer([HOME_ADDRESS]);
    renderBook();
    const user = userEvent.setup();
    await screen.findByText('Asha Rao');
    server.state.failWrites = true;

    const before = server.listCalls();
    await user.click(screen.getByRole('button', { name: 'Delete address of Asha Rao' }));
    await vi.waitFor(() => expect(server.listCalls()).toBeGreaterThan(before));
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);

  it("is titled 'Your Address', as the spec names the screen", async () => {
    stubAddressServer([HOME_ADDRESS]);
    renderWithClient(<AddressPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.yourAddress);
    expect(document.title).toBe(`${messages.yourAddress} | ${STORE.name}`);
    await screen.findByText('Asha Rao');
  });
});

describe('AddressForm fills city and state from the PIN code', () => {
  it("takes India Post's city and state for a 6-digit PIN, and keeps a city the shopper typed", async () => {
    const places: Record<string, { city: string; state: string }> = {
      '500034': { city: 'Hyderabad', state: 'Telangana' },
      '500003': { city: 'Secunderabad', state: 'Telangana' },
    };
    stubApi(async (url) => {
      if (url === `/api/addresses/${SHOPPER._id}`) return json([]);
      const pin = url.startsWith('/api/pin-codes/') ? url.split('/').at(-1)! : '';
      if (places[pin]) return json({ pin, ...places[pin] });
      if (pin) return json({ message: 'We could not find this PIN code.' }, 404);
    });
    renderBook();
    const user = userEvent.setup();
    const city = (await screen.findByLabelText('City')) as HTMLInputElement;
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    await fill(user, screen.getByLabelText('Postal code'), '500034');
    await vi.waitFor(() => expect(city.value).toBe('Hyderabad'));
    expect(state.value).toBe('Telangana');

    // Still editable: a city the shopper typed stays when the PIN changes; the filled state follows it.
    await user.clear(city);
    await fill(user, city, 'Jubilee Hills');
    await user.clear(screen.getByLabelText('Postal code'));
    await fill(user, screen.getByLabelText('Postal code'), '500003');
    await vi.waitFor(() => expect(state.value).toBe('Telangana'));
    expect(city.value).toBe('Jubilee Hills');
  });

  it('keeps a city and state typed before the PIN, through a second PIN as well', async () => {
    const places: Record<string, { city: string; state: string }> = {
      '110001': { city: 'New Delhi', state: 'Delhi' },
      '682011': { city: 'Ernakulam', state: 'Kerala' },
    };
    const asked: string[] = [];
    stubApi(async (url) => {
      if (url === `/api/addresses/${SHOPPER._id}`) return json([]);
      const pin = url.startsWith('/api/pin-codes/') ? url.split('/').at(-1)! : '';
      if (pin) asked.push(pin);
      if (places[pin]) return json({ pin, ...places[pin] });
      if (pin) return json({ message: 'We could not find this PIN code.' }, 404);
    });
    renderBook();
    const user = userEvent.setup();
    const city = (await screen.findByLabelText('City')) as HTMLInputElement;
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    await fill(user, city, 'Kochi');
    await user.selectOptions(state, 'Kerala');
    const postal = screen.getByLabelText('Postal code');
    await fill(user, postal, '110001');
    await vi.waitFor(() => expect(asked).toContain('110001'));
    await user.clear(postal);
    await fill(user, postal, '682011');
    await vi.waitFor(() => expect(asked).toContain('682011'));
    // The answers came back and changed nothing the shopper typed.
    await new Promise((resolve) => setTimeout(resolve));
    expect(city.value).toBe('Kochi');
    expect(state.value).toBe('Kerala');
  });
});
