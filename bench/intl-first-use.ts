/**
 * What a page's first Intl formatter costs on a slowed CPU (issue 28, "Intl on the first load" in
 * bench/README.md): in a fresh Chromium page with the CPU slowed BENCH_INTL_CPU times (4 by default,
 * Lighthouse's mobile preset), builds the formatters the shop used to build when its first script ran
 * (rupees in en-IN and hi-IN, shop and admin dates, short delivery days) and prints the time of the first
 * one, of the rest, and of Indian grouping written out (`formatINR`) for the same amounts, per run.
 *
 *   node --import tsx bench/intl-first-use.ts      # BENCH_INTL_RUNS=5 (default 5)
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { formatINR, groupIndian } from '../packages/shared/src/money/format.rules.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './page-weight.ts';

const RATE = Number(process.env.BENCH_INTL_CPU ?? 4);
const RUNS = Number(process.env.BENCH_INTL_RUNS ?? 5);
const AMOUNTS = [799, 1249.5, 123456, 0.3];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
console.log(`Intl on a page's first load — CPU ${RATE}× slower, load ${loadavg()[0].toFixed(1)}; ms per run`);
console.log('| run | first formatter | 9 more formatters | 4 amounts through Intl | 4 amounts written out |');
console.log('|---:|---:|---:|---:|---:|');
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.goto('data:text/html,<p>Nidra</p>');
    // The written-out formatter is passed as source, so the page runs the same code as the shop.
    const figures = await page.evaluate(
      ({ source, amounts }) => {
        const written = new Function(`${source}; return formatINR;`)() as (n: number) => string;
        const zone = 'Asia/Kolkata';
        const t0 = performance.now();
        const first = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
        const t1 = performance.now();
        const more = [
          new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
          new Intl.DateTimeFormat('en-IN', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short', hour12: true }),
          new Intl.DateTimeFormat('en-IN', { timeZone: zone, dateStyle: 'long' }),
          new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
          new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
          new Intl.NumberFormat('hi-IN'),
          new Intl.DateTimeFormat('hi-IN', { timeZone: zone, dateStyle: 'long' }),
          new Intl.DateTimeFormat('hi-IN', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }),
          new Intl.DateTimeFormat('en-IN', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }),
        ];
        const t2 = performance.now();
        for (const a of amounts) (a % 1 ? more[0] : first).format(a);
        const t3 = performance.now();
        for (const a of amounts) written(a);
        const t4 = performance.now();
        return [t1 - t0, t2 - t1, t3 - t2, t4 - t3];
      },
      { source: formatINRSource(), amounts: AMOUNTS },
    );
    console.log(`| ${run} | ${figures.map((f) => f.toFixed(1)).join(' | ')} |`);
    await context.close();
  }
} finally {
  await browser.close();
}

/** formatINR and the grouping it calls, as the JavaScript this process runs. */
function formatINRSource(): string {
  return `${groupIndian.toString()}\nconst formatINR = ${formatINR.toString()}`;
}
