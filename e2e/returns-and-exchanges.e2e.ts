import AxeBuilder from '@axe-core/playwright';
import { returnMessages } from '@nidra/shared/returns/return.messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addPieceViaApi, adminToken, signedInAdminPage, usePictures } from './support/admin.ts';
import { DESKTOP, outboxMails, PHONE, snapBoth, useBrowser, waitFor } from './support/browser.ts';
import { deliveredOrder } from './support/delivered-order.ts';
import { restoreSessionBeforeLoad } from './support/shop-api.ts';

// Returns and size exchanges (ADR 0027): from My Orders through to the admin's receipt, one journey a
// size exchange (desktop) and one a refund to PhonePe (at phone width), each with its own design.

const { open } = useBrowser();
const pictures = usePictures('returns');

/**
 * A shopper on the return form of their delivered order of size M (a design of the journey's own in
 * sizes M and L), reached from My Orders at `viewport`. Returns the page, the admin token and the label.
 */
async function onReturnForm(name: string, phone: string, viewport: typeof DESKTOP) {
  const token = await adminToken();
  const piece = {
    productName: `Tidal Cotton Nighty ${Date.now().toString(36)}`,
    designNumber: `RX-${Date.now().toString(36)}`,
    fabric: 'Cotton',
  };
  const m = await addPieceViaApi(token, pictures.files, { ...piece, size: 'M' });
  await addPieceViaApi(token, pictures.files, { ...piece, size: 'L', quantity: '3' });
  const { shopper, label } = await deliveredOrder(token, m, name, phone);
  const page = await open(viewport);
  await restoreSessionBeforeLoad(page, shopper.session);
  // My Orders → "Return or exchange" on the order's card → the form.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${label}` });
  await card.getByRole('link', { name: 'Return or exchange' }).click();
  await page.getByRole('heading', { name: 'Return or exchange', level: 1 }).waitFor();
  return { page, token, label };
}

/** On the form: a refund (to PhonePe, the way the order was paid) of the first piece, sent. */
async function askRefund(page: Page) {
  await page.getByRole('radio', { name: 'Refund' }).check();
  await page.getByText('Your refund goes back to the way you paid (PhonePe).').waitFor();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('radio', { name: 'Changed my mind' }).check();
  await page.getByRole('button', { name: 'Send request' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/returns/'));
  await page.getByRole('status').getByText('Return: Requested').waitFor();
}

/** Whether a box shows all its content without scrolling sideways. */
const fitsSideways = (box: Locator) => box.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);

/** axe's serious and critical findings (WCAG 2.1 A and AA) on the page as it is now. */
async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** The admin opens the request in the after-sales queue. */
async function openInQueue(adminPage: Page, kind: 'Return' | 'Exchange', label: string) {
  await adminPage.goto('/admin/after-sales');
  const row = adminPage.getByRole('listitem', { name: `${kind} for ${label}` });
  await row.getByRole('button', { name: 'Open' }).click();
  return row;
}

describe('returns and exchanges', () => {
  it('a size exchange: the shopper asks for L from My Orders, the admin receives the M and ships the L at ₹0', async () => {
    const { page, token, label } = await onReturnForm('Kavya Menon', '9811122255', DESKTOP);
    await page.getByRole('radio', { name: 'Exchange for another size' }).check();
    await page.getByRole('checkbox').first().check();
    await page.getByLabel('New size').selectOption({ label: 'L' });
    await page.getByRole('radio', { name: 'Too small' }).check();
    await snapBoth(page, 'return-exchange-form');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/returns/'));
    await page.getByRole('status').getByText('Exchange: Requested').waitFor();
    await page.getByText(/→ Size L/).waitFor();

    const adminPage = await signedInAdminPage(open, token);
    const row = await openInQueue(adminPage, 'Exchange', label);
    await row.getByText(/→ L/).waitFor();
    await snapBoth(adminPage, 'admin-after-sales');
    // At phone width the rates tables read as cards: neither the page nor a table scrolls sideways.
    await adminPage.setViewportSize(PHONE);
    await waitFor(() => fitsSideways(adminPage.locator('html')));
    for (const name of ['Return and exchange rate per subcategory', 'Requests per reason'])
      expect(await fitsSideways(adminPage.getByRole('region', { name }))).toBe(true);
    await adminPage.setViewportSize(DESKTOP);
    await row.getByRole('button', { name: 'Shopper ships it back' }).click();
    await row.getByText('Pickup scheduled · Shopper ships it back').waitFor();
    await row.getByRole('button', { name: 'Received: quality check passed' }).click();
    const exchangeLine = await row.getByText(/^Exchange order ORD\d+ \(₹0\)$/).textContent();
    const exchangeLabel = exchangeLine?.match(/ORD\d+/)?.[0] ?? '';

    // The ₹0 order waits with the paid orders; the shopper's page (a full load) shows the step reached.
    await adminPage.goto('/admin/pendingOrders');
    await adminPage.getByText(exchangeLabel, { exact: true }).first().waitFor();
    await page.reload();
    await page.getByRole('status').getByText('Exchange: Received').waitFor();
    await page.getByText(`Exchange order ${exchangeLabel}`).waitFor();
    await snapBoth(page, 'return-exchange-status');
    await waitFor(() => {
      const mails = outboxMails().filter((m) => m.includes(label));
      return mails.some((m) => m.includes('We received your exchange request')) &&
        mails.some((m) => m.includes(`goes out as order ${exchangeLabel}`))
        ? true
        : undefined;
    });
  });

  it('a refund: asked at phone width, picked up by the courier, received, and refunded to PhonePe', async () => {
    const { page, token, label } = await onReturnForm('Ritu Sharma', '9811122266', PHONE);
    await askRefund(page);

    const adminPage = await signedInAdminPage(open, token);
    const row = await openInQueue(adminPage, 'Return', label);
    await row.getByRole('button', { name: 'Schedule courier pickup' }).click();
    await row.getByText(/Pickup AWB \d{14}/).waitFor();
    await row.getByRole('button', { name: 'Mark picked up' }).click();
    await row.getByRole('button', { name: 'Received: quality check passed' }).click();
    await row.getByText(/Credit note NCN\//).waitFor();

    // The reconciler asks PhonePe for the refund and follows it; the shopper's page shows it done.
    const state = page.getByRole('status').getByText(/^Return: /);
    await waitFor(async () => {
      await page.reload();
      return (await state.textContent()) === 'Return: Refunded' ? true : undefined;
    }, 30_000);
    await page.getByRole('button', { name: /Download credit note NCN\// }).waitFor();
    await snapBoth(page, 'return-refund-status');
    // After a click inside the app: back to My Orders, the card shows the request's state.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Your Orders/ })
      .click();
    await page
      .getByRole('article', { name: `Order ${label}` })
      .getByText('Return: Refunded')
      .waitFor();
  });

  it('a failed quality check: staff attach a photo, and the shopper sees it beside the reason at phone width', async () => {
    const { page, token, label } = await onReturnForm('Meera Pillai', '9811122277', PHONE);
    await askRefund(page);

    const adminPage = await signedInAdminPage(open, token);
    const row = await openInQueue(adminPage, 'Return', label);
    await row.getByRole('button', { name: 'Shopper ships it back' }).click();
    await row.getByLabel(returnMessages.returnQcPhotosAdd).setInputFiles(pictures.files[0]);
    const thumb = row.getByRole('img', { name: returnMessages.returnQcPhotoAlt(1) });
    await thumb.waitFor();
    await waitFor(async () =>
      (await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)) > 0 ? true : undefined,
    );
    await snapBoth(adminPage, 'admin-return-qc-photos');
    expect(await seriousFindings(adminPage)).toEqual([]);
    await row.getByRole('button', { name: 'Received: quality check failed' }).click();
    await row.getByLabel('What the check found').fill('Washed, with a stain on the front');
    await row.getByRole('button', { name: 'Received: quality check failed' }).click();
    // Rejected, the request leaves the open queue.
    await row.waitFor({ state: 'detached' });

    // The shopper's page (a full load) gives the reason with the photo that explains it.
    await page.reload();
    await page.getByRole('status').getByText('Return: Rejected').waitFor();
    await page.getByText('Rejected: Washed, with a stain on the front').waitFor();
    const seen = page.getByRole('img', { name: returnMessages.returnQcPhotoAlt(1) });
    await waitFor(async () =>
      (await seen.evaluate((img: HTMLImageElement) => img.naturalWidth)) > 0 ? true : undefined,
    );
    await snapBoth(page, 'return-rejected-with-photo');
    expect(await seriousFindings(page)).toEqual([]);
  });
});
