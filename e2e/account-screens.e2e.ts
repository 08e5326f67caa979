import { messages } from '@nidra/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openUserMenu, pathOf, shot } from './support/account-helpers.ts';
import { DESKTOP, PHONE, snap, useBrowser } from './support/browser.ts';
import { newShopper, restoreSessionBeforeLoad, signInByApi } from './support/shop-api.ts';

const { open } = useBrowser();

/** Each screen's path, its title (before " | store name") and the name of its screenshot. */
const SCREENS = [
  ['/login', 'Sign in', 'login'],
  ['/register', 'Create an account', 'register'],
  ['/forgot-password', 'Forgot password', 'forgot'],
  ['/reset-password/sample-token', 'Reset password', 'reset'],
  ['/shipping-policy', messages.shippingPolicy, 'shipping-policy'],
  ['/refund-policy', messages.refundPolicy, 'refund-policy'],
  ['/privacy-policy', messages.privacyPolicy, 'privacy-policy'],
  ['/terms-conditions', messages.termsConditions, 'terms-conditions'],
  ['/about-us', messages.aboutUs, 'about-us'],
  ['/contact-us', messages.contactUs, 'contact'],
  ['/no-such-page', 'Page not found', 'not-found'],
] as const;

/** The document title once the screen has set it. */
const titleOf = async (page: Page) => (await page.title()).split(' | ')[0];

describe('account and information screens', () => {
  it('renders the shell, account and information screens on desktop and phone', async () => {
    const { email } = await newShopper('Riya Kapoor', 'screens');
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await open(viewport);
      await page.goto('/');
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      await snap(page, `account-home-shell-${suffix}`);

      // The demo store always has menus: open the first one and wait until its submenus show.
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const mobileMenu = page.locator('#mobile-menu');
        await mobileMenu.getByRole('button').first().click();
        await mobileMenu.getByRole('link').first().waitFor();
        expect(await mobileMenu.getByRole('link').first().getAttribute('href')).toMatch(/^\/prod\/[^/]+$/);
        await snap(page, `account-mobile-menu-${suffix}`);
        await page.getByRole('button', { name: 'Close menu' }).click();
      } else {
        const nav = page.getByRole('navigation', { name: 'Shop by category' });
        await nav.getByRole('button').first().hover();
        await nav.getByRole('link').first().waitFor();
        expect(await nav.getByRole('link').first().getAttribute('href')).toMatch(/^\/prod\/[^/]+$/);
        await shot(page, `account-top-menu-${suffix}`);
      }
      const signIn = (await openUserMenu(page)).getByRole('link', { name: messages.signIn });
      expect(await signIn.getAttribute('href')).toBe('/login');
      await shot(page, `account-user-menu-${suffix}`);
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();

      for (const [route, title, name] of SCREENS) {
        await page.goto(route);
        await page.locator('h1').first().waitFor();
        await expect.poll(() => titleOf(page)).toBe(title);
        expect(pathOf(page)).toBe(route);
        await snap(page, `account-${name}-${suffix}`);
      }
      // The sign-in and register screens stand alone: no shop header or footer.
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);

      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText(messages.emailRequired).waitFor();
      await page.getByText(messages.passwordRequired).waitFor();
      await snap(page, `account-login-errors-${suffix}`);
      await page.goto('/register');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText(messages.nameRequired).waitFor();
      expect(pathOf(page)).toBe('/register');
      await snap(page, `account-register-errors-${suffix}`);
      await page.context().close();

      const signedIn = await open(viewport);
      await restoreSessionBeforeLoad(signedIn, await signInByApi(email));
      await signedIn.goto('/change-password');
      await signedIn.locator('h1').first().waitFor();
      await expect.poll(() => titleOf(signedIn)).toBe(messages.changePassword);
      await snap(signedIn, `account-change-password-${suffix}`);
      const menu = await openUserMenu(signedIn);
      await menu.getByRole('button', { name: messages.signOut, exact: true }).waitFor();
      expect(await menu.getByRole('link', { name: messages.signIn }).count()).toBe(0);
      await shot(signedIn, `account-user-menu-signed-in-${suffix}`);
      await signedIn.context().close();
    }
  });
});
