import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { WHOLE_PAGE_STYLE } from './whole-page.ts';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const ARTIFACTS = path.join(new URL('..', import.meta.url).pathname, 'artifacts');

export const baseUrl = () => inject('baseUrl');
export const admin = () => ({ email: inject('adminEmail'), password: inject('adminPassword') });

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * React's complaints about taking over the server's HTML (production builds name them by number:
 * 418 text or markup differs, 419–425 the recovery from it).
 */
const HYDRATION_PROBLEM = /hydrat|Minified React error #4(1[89]|2[0-5])\b/i;

/**
 * One Chromium per test file and a fresh context (empty local storage) per test; a screenshot is
 * saved under e2e/artifacts when a test fails. Every journey also fails on a hydration complaint in
 * the console of any page of its context.
 */
export function useBrowser() {
  let browser: Browser;
  const state: { context: BrowserContext; page: Page } = {} as never;
  let hydrationProblems: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: FLAGS,
    });
  });
  afterAll(async () => browser?.close());
  /** `touch`: a phone's touch screen (coarse pointer, no hover), for what a finger sees. */
  const open = async (viewport = DESKTOP, opts: { touch?: boolean } = {}) => {
    const touch = opts.touch ? { hasTouch: true, isMobile: true } : {};
    state.context = await browser.newContext({ baseURL: baseUrl(), viewport, ...touch });
    state.context.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_PROBLEM.test(m.text()))
        hydrationProblems.push(`${m.page()?.url()}: ${m.text()}`);
    });
    state.context.on('weberror', (e) => {
      if (HYDRATION_PROBLEM.test(e.error().message)) hydrationProblems.push(`${e.page()?.url()}: ${e.error().message}`);
    });
    state.page = await state.context.newPage();
    waitForAppAfterLoads(state.page);
    onTestFailed(async ({ task }) => {
      mkdirSync(ARTIFACTS, { recursive: true });
      await state.page
        .screenshot({
          path: path.join(ARTIFACTS, `failed-${task.name.replace(/\W+/g, '-')}.png`),
          fullPage: true,
          style: WHOLE_PAGE_STYLE,
        })
        .catch(() => {});
    });
    return state.page;
  };
  afterEach(async () => {
    await state.context?.close();
    const problems = hydrationProblems;
    hydrationProblems = [];
    expect(problems, 'hydration warnings in the console').toEqual([]);
  });
  return { open, state };
}

/**
 * A server-rendered page reads before its script has taken it over, but taps do nothing until then:
 * after each full page load (goto, reload) wait, as a shopper would, until the app has taken it over.
 */
function waitForAppAfterLoads(page: Page) {
  // Only the server-rendered pages carry their data block; other screens (and the sandbox gateway's
  // pages) show nothing to tap before their script has run.
  const ready = async <T extends Response | null>(res: T) => {
    if (res?.headers()['content-type']?.includes('text/html') && (await page.locator('#page-data').count()) > 0)
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    return res;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
}

/** Saves a full-page screenshot under e2e/artifacts for people to look at. */
export async function snap(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true, style: WHOLE_PAGE_STYLE });
}

/** Both layouts of the current screen: desktop first, then the 390 px phone, then back. */
export async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await paintTwice(page);
  await snap(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await paintTwice(page);
}

/** Two frames, so a resized or re-styled layout (and any sticky bar) is painted before a picture. */
const paintTwice = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** A unique email for a test's own shopper. */
export function uniqueEmail(prefix = 'shopper') {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.in`;
}

/** Mails the store wrote to its outbox folder (no SMTP configured), newest last. */
export function outboxMails(): string[] {
  const dir = path.join(inject('dataDir'), 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** Waits until `check` returns a value (not a sleep: polls a condition with a deadline). */
export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
