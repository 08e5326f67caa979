import { messages } from '@nidra/shared';
import type { Address } from '@nidra/shared/address/address.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { STORE } from '../../../lib/store-info.ts';
import AddressPage from './address.tsx';

const USER = {
  _id: '6b1d6c3e-0000-4000-8000-000000000001',
  name: 'Asha',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  role: 'customer',
};
const HOME: Address = {
  _id: '6b1d6c3e-0000-4000-8000-0000000000ad',
  name: 'Asha Rao',
  houseNumber: '12-4',
  street: 'MG Road',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500001',
  country: 'India',
  phoneNumber: '9876543210',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A tiny in-memory server for the address calls; `failWrites` makes every change answer 500. */
function stubAddressServer(initial: Address[]) {
  let book = [...initial];
  const state = { failWrites: false };
  const list = `/api/addresses/${USER._id}`;
  const one = `/api/address/${USER._id}`;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
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
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    state,
    fetchMock,
    listCalls: () =>
      fetchMock.mock.calls.filter(([u, i]) => String(u) === list && (i?.method ?? 'GET') === 'GET').length,
  };
}

function renderBook() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressBook />
    </QueryClientProvider>,
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(USER));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Types a whole value at once (a paste), which keeps these form tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

describe('AddressBook', () => {
  it('adds, edits and deletes addresses', async () => {
    stubAddressServer([HOME]);
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
    const server = stubAddressServer([HOME]);
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
    stubAddressServer([HOME]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AddressPage />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.yourAddress);
    expect(document.title).toBe(`${messages.yourAddress} | ${STORE.name}`);
    await screen.findByText('Asha Rao');
  });
});
