import type { ReactNode } from 'react';
import { beforeEach } from 'vitest';
import { renderRoute } from '../../../test/harness.tsx';

const ADMIN_USER = {
  _id: '6b1d6c3e-0000-4000-8000-0000000000ad',
  name: 'Store Admin',
  email: 'admin@nidra.test',
  phoneNumber: null,
  role: 'admin',
};

/** Every test of the file starts with the admin signed in the way the app does: token and user in local storage. */
export function withAdminSignedIn() {
  beforeEach(() => {
    localStorage.setItem('token', 'admin-token');
    localStorage.setItem('user', JSON.stringify(ADMIN_USER));
  });
}

/** Renders an admin screen at `url` with a fresh query client and the toaster; returns the router. */
export function renderAdmin(path: string, element: ReactNode, url = path) {
  return renderRoute(path, element, url, { toaster: true }).router;
}
