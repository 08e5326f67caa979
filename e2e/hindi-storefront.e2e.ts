import { LANGUAGE_NAMES } from '@nidra/shared/i18n/languages';
import { enTexts as en } from '@nidra/shared/i18n/texts.en';
import { hiTexts as hi } from '@nidra/shared/i18n/texts.hi';
import { formatMoney } from '@nidra/shared/money/locale-format.rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, PHONE, snap, useBrowser } from './support/browser.ts';
import { shopperWithAddress } from './support/checkout-helpers.ts';
import {
  acceptCookiesBeforeLoad,
  newShopper,
  restoreSessionBeforeLoad,
  type Session,
  signInByApi,
} from './support/shop-api.ts';

// The Hindi storefront (ADR 0029): /hi/ pages in Hindi from the server's first paint, links that stay
// in /hi/, search in Devanagari, a Cash on Delivery order placed in Hindi, and the language switch.

const { open } = useBrowser();
const DEVANAGARI = /[\u0900-\u097F]/;

/** A Hindi page as its shopper opens it: signed in when given a session, cookies accepted. */
async function openHindi(viewport: typeof DESKTOP, path: string, session?: Session): Promise<Page> {
  const page = await open(viewport);
  await acceptCookiesBeforeLoad(page);
  if (session) await restoreSessionBeforeLoad(page, session);
  await page.goto(path);
  return page;
}

/**
 * Records the body of every script the page downloads from now on; the returned function gives them
 * ([path, text]) once all have arrived.
 */
function recordScripts(page: Page): () => Promise<[string, string][]> {
  const bodies: Promise<[string, string]>[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js')) bodies.push(res.text().then((text) => [path, text]));
  });
  return () => Promise.all(bodies);
}

/**
 * The policies', About Us's and the returns screens' own sentences in English, as their modules and the
 * English catalogue hold them (a lead, a value of About Us, a returns hint).
 */
const ENGLISH_SENTENCES = [
  'Every sale is final, and we replace anything that reaches you damaged or defective.',
  'A small Hyderabad label making soft, breathable nightwear for women across India.',
  'Generous cuts, honest measurements on every page and pockets wherever we can fit them.',
  en.returnNoSizeInStock,
];
/** Devanagari an English page has of its own: the switch's "हिन्दी" and About Us's "Nidra (निद्रा)". */
const ENGLISH_PAGES_DEVANAGARI = [LANGUAGE_NAMES.hi, 'निद्रा'];

/** Home → a subcategory → its first product that is not sold out, by clicks inside the app. */
async function browseToProduct(page: Page, phone: boolean) {
  expect(await page.getAttribute('html', 'lang')).toBe('hi');
  await page.locator('main a[href^="/hi/prod/"]').first().waitFor();
  expect(await page.title()).toMatch(DEVANAGARI);
  await snap(page, `hindi-home-${phone ? 'phone' : 'desktop'}`);
  const category = page.locator('main a[href^="/hi/prod/"]').first();
  await category.click();
  await page.waitForURL((url) => /^\/hi\/prod\/[^/]+$/.test(url.pathname));
  const cards = page.locator('main ul > li a[href^="/hi/prod/"]');
  await cards.first().waitFor();
  // The cards' sizes and discount tags, and the subcategory's heading, are Hindi.
  await page.getByRole('heading', { level: 1, name: DEVANAGARI }).waitFor();
  await cards.filter({ hasText: /साइज़ / }).first().waitFor();
  await cards
    .filter({ hasText: /\d+% छूट/ })
    .first()
    .waitFor();
  expect(await page.locator('main').textContent()).not.toMatch(/Sizes? |% OFF/);
  await snap(page, `hindi-list-${phone ? 'phone' : 'desktop'}`);
  const hrefs = await cards.evaluateAll(
    (links, soldOut) => links.filter((a) => !a.textContent?.includes(soldOut)).map((a) => a.getAttribute('href')!),
    hi.soldOut,
  );
  expect(hrefs.length).toBeGreaterThan(0);
  await page.locator(`main a[href="${hrefs[0]}"]`).first().click();
  await page.waitForURL((url) => url.pathname === hrefs[0]);
  await page.getByRole('button', { name: hi.addToCart }).first().waitFor();
  // The delivery check in Hindi, with its date in hi-IN.
  const pin = page.getByRole('textbox', { name: hi.deliveryPinLabel });
  await pin.fill('122001');
  await page.getByRole('button', { name: hi.checkDeliveryButton, exact: true }).click();
  await page
    .getByText(/तक डिलीवरी$/)
    .first()
    .waitFor();
  await snap(page, `hindi-product-${phone ? 'phone' : 'desktop'}`);
  return hrefs[0];
}

describe('the Hindi storefront', () => {
  for (const [viewport, phone] of [
    [DESKTOP, false],
    [PHONE, true],
  ] as const) {
    it(`browses, adds to cart and places a Cash on Delivery order, all in Hindi (${viewport.width} px)`, async () => {
      const { session } = await shopperWithAddress('Sunita Verma', `hindi-cod-${viewport.width}`);
      const page = await openHindi(viewport, '/hi/', session);
      const scripts = recordScripts(page);
      await browseToProduct(page, phone);

      await page.getByRole('button', { name: hi.addToCart }).first().click();
      await page.getByText(hi.addedToCart).first().waitFor();

      // The header's cart stays in /hi/.
      await page.locator('header a[href="/hi/cart"]').click();
      await page.waitForURL('**/hi/cart');
      await page.getByRole('button', { name: hi.proceedToBuy }).first().waitFor();
      expect(await page.locator('main').textContent()).toMatch(DEVANAGARI);
      await snap(page, `hindi-cart-${phone ? 'phone' : 'desktop'}`);
      await page.getByRole('button', { name: hi.proceedToBuy }).first().click();

      await page.waitForURL('**/hi/checkout');
      const cod = page.getByRole('radio', {
        name: new RegExp(`^${hi.cashOnDelivery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      });
      await cod.waitFor();
      // The coupon box, the WhatsApp consent and the PhonePe note are Hindi too.
      await page.getByRole('textbox', { name: hi.couponLabel }).waitFor();
      await page.getByRole('checkbox', { name: hi.whatsappConsentLabel }).waitFor();
      await page.getByText(hi.phonePeNote).waitFor();
      await cod.check();
      const summary = page.getByRole('region', { name: hi.orderSummary });
      await summary.getByText(hi.codFee).waitFor();
      await snap(page, `hindi-checkout-${phone ? 'phone' : 'desktop'}`);
      const totalText = (await summary.textContent()) ?? '';
      // Money in hi-IN: ₹ with Indian grouping.
      expect(totalText).toContain(formatMoney(49, 'hi'));
      await summary.getByRole('button', { name: hi.placeOrder }).click();

      await page.waitForURL('**/hi/orders');
      const order = page.getByRole('article').first();
      await order.waitFor();
      await order.getByText(hi.cashOnDelivery, { exact: true }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('hi');
      await snap(page, `hindi-my-orders-${phone ? 'phone' : 'desktop'}`);
      // Product, cart, checkout (its address and account checks) and orders: no English words downloaded.
      const english = (await scripts()).map(([path]) => path).filter((p) => /\/texts\.en[.-]|messages-/.test(p));
      expect(english).toEqual([]);
    });
  }

  it('shows the policies, About Us and the menus’ categories in Hindi', async () => {
    for (const [viewport, phone] of [
      [DESKTOP, false],
      [PHONE, true],
    ] as const) {
      const page = await openHindi(viewport, '/hi/refund-policy');
      await page.getByRole('heading', { level: 1, name: hi.refundPolicy }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'ख़राब या डिफ़ेक्टिव प्रोडक्ट का रिप्लेसमेंट' }).waitFor();
      await page.getByRole('link', { name: 'शिपिंग पॉलिसी' }).first().waitFor();
      await snap(page, `hindi-policy-${phone ? 'phone' : 'desktop'}`);
      if (!phone) {
        // The top menu names the categories and subcategories in Hindi.
        await page.getByRole('button', { name: 'नाइटवियर' }).hover();
        await page.getByRole('link', { name: 'कॉटन नाइटी' }).first().waitFor();
      }
      await page.goto('/hi/about-us');
      await page.getByRole('heading', { level: 1, name: 'चैन की रातों के लिए बना' }).waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(/Made for restful nights|Say hello/);
    }
  });

  it('a signed-in shopper’s returns and exchanges page is Hindi', async () => {
    const { session } = await shopperWithAddress('Meena Joshi', 'hindi-returns');
    for (const [viewport, phone] of [
      [DESKTOP, false],
      [PHONE, true],
    ] as const) {
      const page = await openHindi(viewport, '/hi/returns', session);
      await page.getByRole('heading', { level: 1, name: hi.returnsTitle }).waitFor();
      await page.getByText(hi.returnsNone).waitFor();
      await snap(page, `hindi-returns-${phone ? 'phone' : 'desktop'}`);
    }
  });

  it('search finds nighties for "नाइटी", in Hindi', async () => {
    const page = await openHindi(DESKTOP, '/hi/');
    const box = page.getByRole('combobox', { name: hi.searchLabel });
    await box.fill('नाइटी');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/hi/search' && url.searchParams.get('q') === 'नाइटी');
    await page.getByRole('heading', { level: 1, name: hi.searchResultsFor('नाइटी') }).waitFor();
    const cards = page.locator('main ul li a');
    await cards.first().waitFor();
    await expect(cards.allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringMatching(/Nighty/)]));

    // The same results opened afresh at phone width (server-rendered).
    const fresh = await openHindi(PHONE, '/hi/search?q=%E0%A4%A8%E0%A4%BE%E0%A4%87%E0%A4%9F%E0%A5%80');
    await fresh.getByRole('heading', { level: 1, name: hi.searchResultsFor('नाइटी') }).waitFor();
    await fresh.locator('main ul li a').first().waitFor();
    await snap(fresh, 'hindi-search-phone');
  });

  it('downloads no English words, and shows the server’s answers in Hindi', async () => {
    const page = await open(PHONE);
    await acceptCookiesBeforeLoad(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/hi/');
    await page.locator('main a[href^="/hi/prod/"]').first().waitFor();
    expect(scripts.some((s) => /\/texts\.hi\.core-/.test(s))).toBe(true);
    // The English catalogue (core and whole) and the spec's message modules are chunks of their own
    // (texts.en.core, texts.en, *messages).
    expect(scripts.filter((s) => /\/texts\.en[.-]|messages-/.test(s))).toEqual([]);
    // Its sharing tags, as the page leaves them once it runs (after the app has taken over, so the
    // page's own setMeta is what is read): the Hindi picture, the Hindi address.
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    const tag = (property: string) => page.getAttribute(`meta[property="${property}"]`, 'content');
    expect(await tag('og:image')).toBe(`${baseUrl()}/hero/og-home.hi.jpg`);
    expect(await tag('og:url')).toBe(`${baseUrl()}/hi/`);
    const picture = await fetch(`${baseUrl()}/hero/og-home.hi.jpg`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    // A sign-in the server refuses: its answer comes worded in Hindi (the client asks for the page's language).
    await page.goto('/hi/login');
    await page.getByLabel(hi.emailLabel).fill('nobody@example.com');
    await page.getByLabel(hi.passwordLabel).fill('Wrong-password-1');
    await page.getByRole('button', { name: hi.login, exact: true }).click();
    await page.getByText(hi.invalidCredentials).waitFor();
    // Nor did the sign-in page: its form's checks answer in the words they are given.
    expect(scripts.some((s) => /\/account\.rules-/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/texts\.en[.-]|messages-/.test(s))).toEqual([]);
  });

  it('an English policy page, About Us and the returns screen download no Hindi words, and the Hindi ones no English', async () => {
    const session = await signInByApi((await newShopper('Lata Menon', 'page-words')).email);
    for (const [lang, t] of [
      ['en', en],
      ['hi', hi],
    ] as const) {
      const base = lang === 'hi' ? '/hi' : '';
      const aboutTitle = lang === 'hi' ? 'चैन की रातों के लिए बना' : 'Made for restful nights';
      const page = await open(DESKTOP);
      await restoreSessionBeforeLoad(page, session);
      const scripts = recordScripts(page);
      // From the home page to About Us and on to the Refund Policy by links inside the app.
      await page.goto(`${base}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: t.aboutUs }).click();
      await page.getByRole('heading', { level: 1, name: aboutTitle }).waitFor();
      await page
        .getByRole('navigation', { name: t.moreInformation })
        .getByRole('link', { name: t.refundPolicy })
        .click();
      await page.getByRole('heading', { level: 1, name: t.refundPolicy }).waitFor();
      // Each opened afresh: drawn by the server, then taken over by the app.
      for (const path of ['/about-us', '/refund-policy']) {
        await page.goto(`${base}${path}`);
        await page
          .getByRole('heading', { level: 1, name: path === '/about-us' ? aboutTitle : t.refundPolicy })
          .waitFor();
      }
      await page.goto(`${base}/returns`);
      await page.getByRole('heading', { level: 1, name: t.returnsTitle }).waitFor();

      const bodies = await scripts();
      const holding = (test: (text: string) => boolean) => bodies.filter(([, text]) => test(text)).map(([p]) => p);
      if (lang === 'en') {
        const devanagari = (text: string) =>
          DEVANAGARI.test(ENGLISH_PAGES_DEVANAGARI.reduce((rest, own) => rest.replaceAll(own, ''), text));
        expect(holding(devanagari), 'English scripts with Hindi words').toEqual([]);
        expect(holding((text) => text.includes(ENGLISH_SENTENCES[2])).length).toBeGreaterThan(0);
      } else {
        const english = (text: string) => ENGLISH_SENTENCES.some((sentence) => text.includes(sentence));
        expect(holding(english), 'Hindi scripts with English policy or returns words').toEqual([]);
        expect(holding((text) => text.includes(aboutTitle)).length).toBeGreaterThan(0);
      }
    }
  });

  it('the language switch leads to the same page in the other language and back, and the bare / follows it', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openHindi(viewport, '/hi/about-us');
      const switcher = page.getByRole('navigation', { name: hi.languageSwitchLabel }).first();
      await switcher.getByRole('link', { name: 'English' }).click();
      await page.waitForURL((url) => url.pathname === '/about-us');
      await page.waitForSelector('html[lang="en-IN"][data-app-ready]', { state: 'attached' });
      const english = page.getByRole('navigation', { name: 'Language' }).first();
      await english.getByText('English').waitFor();
      expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');

      await english.getByRole('link', { name: 'हिन्दी' }).click();
      await page.waitForURL((url) => url.pathname === '/hi/about-us');
      await page.waitForSelector('html[lang="hi"][data-app-ready]', { state: 'attached' });
      expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');

      // The choice sends the bare / to the Hindi home; an English URL still shows English.
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/hi/');
      await page.goto('/about-us');
      expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    }
  });
});
