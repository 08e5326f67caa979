import { messages } from '@nidra/shared';
import type { Address } from '@nidra/shared/address/address.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { MAX_ADDRESSES_PER_USER } from './addresses.service.ts';

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db, 'admin'),
  ]);
});

const home = {
  name: 'Asha Rao',
  houseNumber: '12-3',
  street: 'MG Road',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500001',
  phoneNumber: '9876543210',
};

const create = (user: TestUser | null, ownerId: string, payload: object = home) =>
  t.app.inject({ method: 'POST', url: `/api/address/${ownerId}`, headers: user?.headers, payload });
const list = (user: TestUser | null, ownerId: string) =>
  t.app.inject({ method: 'GET', url: `/api/addresses/${ownerId}`, headers: user?.headers });

describe('address book', () => {
  it('adds (201, country defaults to India), lists, updates and deletes', async () => {
    const user = await createUser(t.app, t.database.db);
    const created = await create(user, user.id);
    expect(created.statusCode).toBe(201);
    const saved = created.json<Address>();
    expect(saved).toEqual({ _id: expect.any(String), ...home, country: 'India' });

    expect((await list(user, user.id)).json()).toEqual([saved]);

    const changed = { ...home, city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/address/${user.id}/${saved._id}`,
      headers: user.headers,
      payload: changed,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ _id: saved._id, ...changed });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/address/${user.id}/${saved._id}`,
      headers: user.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: messages.addressDeleted });
    expect((await list(user, user.id)).json()).toEqual([]);
  });

  it('answers 400 with a message for a missing field, a blank field and an unknown state', async () => {
    const { city: _city, ...missingCity } = home;
    const missing = await create(alice, alice.id, missingCity);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.fillOutField('City'));
    const blank = await create(alice, alice.id, { ...home, street: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(messages.fillOutField('Street'));
    const badState = await create(alice, alice.id, { ...home, state: 'Atlantis' });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toBe(messages.chooseState);
  });

  it('refuses a PIN code that is not six digits, starts with 0 or lies in another state, and a phone that is no Indian mobile', async () => {
    const kerala = { ...home, city: 'Kochi', state: 'Kerala', postalCode: '682011' };
    const cases: [object, string][] = [
      [{ ...kerala, postalCode: '68201' }, messages.pinCodeInvalid],
      [{ ...kerala, postalCode: '6820111' }, messages.pinCodeInvalid],
      [{ ...kerala, postalCode: '000000' }, messages.pinCodeInvalid],
      [{ ...kerala, postalCode: '110001' }, messages.pinCodeNotInState('Kerala')],
      [{ ...kerala, phoneNumber: '98765' }, messages.mobileInvalid],
      [{ ...kerala, phoneNumber: '5876543210' }, messages.mobileInvalid],
      [{ ...kerala, postalCode: '' }, messages.fillOutField('Postal code')],
    ];
    for (const [payload, message] of cases) {
      const res = await create(alice, alice.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const saved = await create(alice, alice.id, { ...kerala, phoneNumber: '+91 98765 43210' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ postalCode: '682011', phoneNumber: '9876543210' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/address/${alice.id}/${saved.json()._id}`,
      headers: alice.headers,
      payload: { ...kerala, state: 'Delhi' },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe(messages.pinCodeNotInState('Delhi'));
  });

  it('is the owner’s or an admin’s: 401 anonymous, 403 another customer', async () => {
    expect((await list(null, alice.id)).statusCode).toBe(401);
    expect((await list(bob, alice.id)).statusCode).toBe(403);
    expect((await create(bob, alice.id)).statusCode).toBe(403);
    expect((await list(admin, alice.id)).statusCode).toBe(200);
    expect((await create(admin, alice.id)).statusCode).toBe(201);
  });

  it('treats another user’s address id as not found (404) and leaves it alone', async () => {
    const theirs = (await create(bob, bob.id)).json<Address>();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/address/${alice.id}/${theirs._id}`,
      headers: alice.headers,
      payload: { ...home, city: 'Stolen' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: messages.addressNotFoundForUser });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/address/${alice.id}/${theirs._id}`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(404);
    expect((await list(bob, bob.id)).json()).toContainEqual(theirs);
  });

  it(`holds at most ${MAX_ADDRESSES_PER_USER} addresses per user (409)`, async () => {
    const user = await createUser(t.app, t.database.db);
    await t.database.db
      .insert(addresses)
      .values(Array.from({ length: MAX_ADDRESSES_PER_USER - 1 }, () => ({ ...home, userId: user.id })));
    const [last, over] = await Promise.all([create(user, user.id), create(user, user.id)]).then((r) =>
      r.map((x) => x.statusCode).sort(),
    );
    expect([last, over]).toEqual([201, 409]);
    const res = await create(user, user.id);
    expect(res.json()).toEqual({ message: messages.tooManyAddresses(MAX_ADDRESSES_PER_USER) });
  });
});
