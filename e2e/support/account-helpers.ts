import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, outboxMails } from './browser.ts';

/** Screen helpers of the account journeys. */

/**
 * Fills and sends the sign-in form. Waits for the Login button first: the address changes before the
 * new screen replaces the old one, which may have an Email field too (register, forgot password).
 */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function openUserMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click();
  return page.locator('#user-menu');
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A viewport-sized picture (for open menus), with transitions finished rather than caught halfway. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), animations: 'disabled' });

export const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The reset link in the newest mail to `email` (quoted-printable soft breaks undone). */
export function resetLinkFor(email: string): string | undefined {
  const mail = outboxMails()
    .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
    .filter((m) => m.includes(email))
    .at(-1);
  return mail?.match(/https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9._~%-]+/)?.[0];
}
