import { messages } from '@nidra/shared';
import { describe, expect, it } from 'vitest';
import { openUserMenu, pathOf, resetLinkFor, signInWithForm, visible } from './support/account-helpers.ts';
import { DESKTOP, PHONE, uniqueEmail, useBrowser, waitFor } from './support/browser.ts';
import {
  acceptCookiesBeforeLoad,
  call,
  newShopper,
  PASSWORD,
  restoreSessionBeforeLoad,
  signInByApi,
} from './support/shop-api.ts';

const { open } = useBrowser();
const NEW_PASSWORD = 'Dreams#2026';

describe('account journeys', () => {
  it('registers (showing each validation message), signs in, changes the password and signs out', async () => {
    const page = await open(DESKTOP);
    await acceptCookiesBeforeLoad(page);
    await page.goto('/register');
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    const name = page.getByLabel('Full name');
    await name.fill('K');
    await name.fill('');
    await visible(page, messages.nameRequired);
    await page.getByLabel('Email').fill('kavya at example');
    await visible(page, messages.invalidEmail);
    const password = page.getByLabel('Password', { exact: true });
    for (const [value, message] of [
      ['Ab1!', messages.passwordTooShort],
      ['abcdefg1!', messages.passwordNeedsUpper],
      ['ABCDEFG1!', messages.passwordNeedsLower],
      ['Abcdefgh!', messages.passwordNeedsNumber],
      ['Abcdefg1', messages.passwordNeedsSpecial],
    ]) {
      await password.fill(value);
      await visible(page, message);
    }
    await page.getByLabel('Confirm password').fill('Other@2025');
    await visible(page, messages.passwordsDoNotMatch);
    await page.getByLabel('Phone number').fill('98765abc');
    await visible(page, messages.phoneDigitsOnly);

    // Submit is blocked while errors show: nothing is sent, the screen stays.
    let registerCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/register')) registerCalls++;
    });
    await page.getByRole('button', { name: 'Register' }).click();
    expect(pathOf(page)).toBe('/register');
    expect(registerCalls).toBe(0);

    const email = uniqueEmail('journey');
    await name.fill('Kavya Reddy');
    await page.getByLabel('Email').fill(email);
    await password.fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Phone number').fill('9876543210');
    await page.getByRole('button', { name: 'Register' }).click();
    await visible(page, messages.registrationSuccess);
    await page.waitForURL('**/login');

    await signInWithForm(page, email, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/');
    const menu = await openUserMenu(page);
    await menu.getByText('Kavya Reddy').waitFor();
    await menu.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL('**/change-password');

    const tokenBefore = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await visible(page, messages.passwordChanged);
    await page.waitForURL((u) => u.pathname === '/');
    // The change ended the earlier token; this tab carries on with the fresh one it was given.
    const tokenAfter = await page.evaluate(() => localStorage.getItem('token'));
    expect((await call('/api/validate-token', { token: tokenBefore ?? '' })).status).toBe(401);
    expect((await call('/api/validate-token', { token: tokenAfter ?? '' })).status).toBe(200);

    await (await openUserMenu(page)).getByRole('button', { name: 'Sign Out', exact: true }).click();
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await (await openUserMenu(page)).getByRole('link', { name: 'Sign In' }).click();

    await signInWithForm(page, email, PASSWORD);
    await page.getByRole('alert').waitFor();
    expect(pathOf(page)).toBe('/login');
    await signInWithForm(page, email, NEW_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('signs out of all devices: the session on another device stops working too', async () => {
    const { email } = await newShopper();
    const otherDevice = await signInByApi(email);
    const page = await open(PHONE);
    await restoreSessionBeforeLoad(page, await signInByApi(email));
    await page.goto('/');
    await (await openUserMenu(page)).getByRole('button', { name: messages.signOutAllDevices }).click();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    expect(pathOf(page)).toBe('/');
    expect((await call('/api/validate-token', { token: otherDevice.token })).status).toBe(401);
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { email } = await newShopper();
    const page = await open(PHONE);
    await acceptCookiesBeforeLoad(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The address changes before the new screen replaces the sign-in form, which has an Email field too.
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').waitFor();

    const link = await waitFor(() => resetLinkFor(email));
    const resetPath = new URL(link).pathname;
    expect(resetPath).toMatch(/^\/reset-password\/.+/);
    await page.goto(resetPath);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await visible(page, messages.passwordsDoNotMatch);

    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('status').waitFor();
    await page.waitForURL('**/login');
    await signInWithForm(page, email, NEW_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('guards signed-in screens and the admin area', async () => {
    const { email } = await newShopper('Ishita Sharma');
    const page = await open(DESKTOP);
    await acceptCookiesBeforeLoad(page);
    await page.goto('/orders');
    await page.waitForURL('**/login');
    await signInWithForm(page, email, PASSWORD);
    await page.waitForURL('**/orders');

    await page.goto('/admin');
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('hides the header and footer only on /login and /register', async () => {
    const page = await open(PHONE);
    await acceptCookiesBeforeLoad(page);
    for (const [route, shown] of [
      ['/', 1],
      ['/login', 0],
      ['/register', 0],
      ['/forgot-password', 1],
      ['/about-us', 1],
    ] as const) {
      await page.goto(route);
      await page.locator('main').first().waitFor();
      expect(await page.getByRole('banner').count(), route).toBe(shown);
      expect(await page.getByRole('contentinfo').count(), route).toBe(shown);
    }
  });

  it('keeps the cookie banner away once accepted, across reloads', async () => {
    const page = await open(PHONE);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
  });
});
