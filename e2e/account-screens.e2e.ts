import { describe, it } from 'vitest';
import { openUserMenu, shot } from './support/account-helpers.ts';
import { DESKTOP, PHONE, snap, useBrowser } from './support/browser.ts';
import { newShopper, restoreSessionBeforeLoad, signInByApi } from './support/shop-api.ts';

const { open } = useBrowser();

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
      await snap(page, `account-home-shell-${suffix}`);

      // The demo store always has menus: open the first one and wait until its submenus show.
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const mobileMenu = page.locator('#mobile-menu');
        await mobileMenu.getByRole('button').first().click();
        await mobileMenu.getByRole('link').first().waitFor();
        await snap(page, `account-mobile-menu-${suffix}`);
        await page.getByRole('button', { name: 'Close menu' }).click();
      } else {
        const nav = page.getByRole('navigation', { name: 'Shop by category' });
        await nav.getByRole('button').first().hover();
        await nav.getByRole('link').first().waitFor();
        await shot(page, `account-top-menu-${suffix}`);
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
      await restoreSessionBeforeLoad(signedIn, await signInByApi(email));
      await signedIn.goto('/change-password');
      await signedIn.locator('h1').first().waitFor();
      await snap(signedIn, `account-change-password-${suffix}`);
      await openUserMenu(signedIn);
      await shot(signedIn, `account-user-menu-signed-in-${suffix}`);
      await signedIn.context().close();
    }
  });
});
