import type { Address } from '@nidra/shared/address/address.schema';

/** A signed-in shopper as the server's sign-in answer describes them. */
export const SHOPPER = {
  _id: '6b1d6c3e-0000-4000-8000-000000000001',
  name: 'Asha',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  role: 'customer',
};

/** Signs the shopper in the way the app does: token and user in local storage. */
export function signInShopper(): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(SHOPPER));
}

/** A saved address of the shopper's, in a state other than the store's. */
export const HOME_ADDRESS: Address = {
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
