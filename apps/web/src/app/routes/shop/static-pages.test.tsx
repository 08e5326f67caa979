import { hiTexts } from '@nidra/shared/i18n/texts.hi';
import { storeFactsFromEnv } from '@nidra/shared/store/store.defaults';
import { render as renderBare, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../../lib/router.tsx';
import { TextsProvider } from '../../../lib/texts.tsx';
import { render } from '../../../test/harness.tsx';
import ContactPage from './contact.tsx';
import StaticPageHi from './static-page.hi.tsx';
import StaticPage from './static-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/contact-us', element: <ContactPage /> },
      { path: '*', element: <StaticPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('static pages', () => {
  it('renders the shipping fee table from the shared fee rule', () => {
    renderAt('/shipping-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.replace(/\s+/g, ' '))).toEqual([
      '1 item₹50',
      '2–3 items₹80',
      '4–5 items₹100',
      '6–7 items₹150',
      '8–9 items₹180',
      '10–12 items₹200',
      '13–14 items₹250',
      '15 or more items₹280',
    ]);
    expect(document.title).toBe(`Shipping Policy | ${storeFactsFromEnv(process.env).name}`);
  });

  it('chooses the content by path', () => {
    renderAt('/refund-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeTruthy();
    expect(screen.getByText(/within 7 days of delivery/)).toBeTruthy();
  });

  it('draws a Hindi page from its own module, with the catalogue’s page names and the server’s description', () => {
    const router = createMemoryRouter([{ path: '*', element: <StaticPageHi /> }], {
      initialEntries: ['/refund-policy'],
    });
    renderBare(
      <TextsProvider lang="hi" texts={hiTexts}>
        <RouterProvider router={router} />
      </TextsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: hiTexts.refundPolicy })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ख़राब या डिफ़ेक्टिव प्रोडक्ट का रिप्लेसमेंट' })).toBeTruthy();
    const store = storeFactsFromEnv(process.env).name;
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `${hiTexts.refundPolicy} — ${hiTexts.homeDescription(store)}`,
    );
  });

  it('dates the privacy policy and keeps children under 13 out', () => {
    renderAt('/privacy-policy');
    expect(screen.getAllByText(/01-Jan-2025/).length).toBeGreaterThan(0);
    expect(screen.getByText(/not intended for children under 13/)).toBeTruthy();
  });

  it('shows an embedded, titled map on the contact page', () => {
    renderAt('/contact-us');
    const map = document.querySelector('iframe')!;
    expect(map.getAttribute('title')).toMatch(/Map/);
    expect(map.getAttribute('loading')).toBe('lazy');
  });

  it('shows the store facts the server uses too (STORE_* variables, else the shared defaults)', () => {
    const store = storeFactsFromEnv(process.env);
    renderAt('/contact-us');
    const phone = screen.getByRole('link', { name: store.phone });
    expect(phone.getAttribute('href')).toBe(`tel:${store.phone.replace(/[^\d+]/g, '')}`);
    expect(screen.getByRole('link', { name: store.email }).getAttribute('href')).toBe(`mailto:${store.email}`);
    const address = document.querySelector('main address, address')!;
    for (const line of store.addressLines) expect(address.textContent).toContain(line);
    expect(document.querySelector('iframe')!.getAttribute('src')).toContain(
      encodeURIComponent(store.addressLines.join(', ')),
    );
  });
});
