import path from 'node:path';
import { messages } from '@nidra/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  baseUrl,
  DESKTOP,
  outboxMails,
  PHONE,
  snap,
  uniqueEmail,
  useBrowser,
  waitFor,
} from './support/browser.ts';

const { open } = useBrowser();
const PASSWORD = 'Sleep@2025';
const NEW_PASSWORD = 'Dreams#2026';

type Session = { token: string; user: { _id: string; name: string; role: string } };

async function post<T>(path: string, body: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json()) as T };
}

/** A shopper of the test's own, registered through the API. */
async function newShopper(name = 'Kavya Reddy') {
  const email = uniqueEmail('account');
  const { status } = await post('/api/auth/register', {
    name,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phoneNumber: '9876543210',
  });
  expect(status).toBe(201);
  return { name, email };
}

/** Starts the page signed in (and with the cookie notice accepted), as a returning shopper would. */
async function signInBeforeLoad(page: Page, email: string, password = PASSWORD) {
  const { status, data } = await post<Session>('/api/auth/login', { email, password });
  expect(status).toBe(200);
  await page.context().addInitScript((s: Session) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('cookieConsent', 'true');
  }, data);
  return data;
}

async function acceptCookiesBeforeLoad(page: Page) {
  await page.context().addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function openUserMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click();
  return page.locator('#user-menu');
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The reset link in the newest mail to `email` (quoted-printable soft breaks undone). */
function resetLinkFor(email: string): string | undefined {
  const mail = outboxMails()
    .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
    .filter((m) => m.includes(email))
    .at(-1);
  return mail?.match(/https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9._~%-]+/)?.[0];
}

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

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await visible(page, messages.passwordChanged);
    await page.waitForURL((u) => u.pathname === '/');

    await (await openUserMenu(page)).getByRole('button', { name: 'Sign Out' }).click();
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

  it('resets a forgotten password through the mailed link', async () => {
    const { email } = await newShopper();
    const page = await open(PHONE);
    await acceptCookiesBeforeLoad(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');
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

  it('renders the shell, account and information screens on desktop and phone', async () => {
    const { email } = await newShopper('Riya Kapoor');
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await open(viewport);
      await page.goto('/');
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await page.waitForLoadState('networkidle');
      await snap(page, `account-home-shell-${suffix}`);

      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').waitFor();
        const firstMenu = page.locator('#mobile-menu button').first();
        if (await firstMenu.count()) await firstMenu.click();
        await snap(page, `account-mobile-menu-${suffix}`);
        await page.getByRole('button', { name: 'Close menu' }).click();
      } else {
        const firstMenu = page.getByRole('navigation', { name: 'Shop by category' }).getByRole('button').first();
        if (await firstMenu.count()) {
          await firstMenu.hover();
          await page.waitForTimeout(150);
          await shot(page, `account-top-menu-${suffix}`);
        }
      }
      await (await openUserMenu(page)).getByRole('link', { name: 'Sign In' }).waitFor();
      await shot(page, `account-user-menu-${suffix}`);
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();

      for (const [route, name] of [
        ['/login', 'login'],
        ['/register', 'register'],
        ['/forgot-password', 'forgot'],
        ['/reset-password/sample-token', 'reset'],
        ['/shipping-policy', 'shipping-policy'],
        ['/refund-policy', 'refund-policy'],
        ['/privacy-policy', 'privacy-policy'],
        ['/terms-conditions', 'terms-conditions'],
        ['/about-us', 'about-us'],
        ['/contact-us', 'contact'],
        ['/no-such-page', 'not-found'],
      ]) {
        await page.goto(route);
        await page.locator('h1').first().waitFor();
        await snap(page, `account-${name}-${suffix}`);
      }

      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await snap(page, `account-login-errors-${suffix}`);
      await page.goto('/register');
      await page.getByRole('button', { name: 'Register' }).click();
      await snap(page, `account-register-errors-${suffix}`);
      await page.context().close();

      const signedIn = await open(viewport);
      await signInBeforeLoad(signedIn, email);
      await signedIn.goto('/change-password');
      await signedIn.locator('h1').first().waitFor();
      await snap(signedIn, `account-change-password-${suffix}`);
      await openUserMenu(signedIn);
      await shot(signedIn, `account-user-menu-signed-in-${suffix}`);
      await signedIn.context().close();
    }
  });
});
