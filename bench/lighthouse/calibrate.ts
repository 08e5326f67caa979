/**
 * CPU calibration for Lighthouse's mobile runs. Lighthouse slows the CPU by a fixed multiplier (4× by
 * default), which stands for a mid-range phone only on a host of Lighthouse's reference speed
 * (benchmarkIndex ≈ 1500). On a faster host 4× emulates a faster phone; on a slower one, a slower phone.
 * Here the host's benchmarkIndex is probed with Lighthouse's own page function (the median of
 * BENCH_LH_PROBES probes, 3 by default, in the same Chromium the runs use) and turned into a multiplier
 * with Lighthouse's CPU-throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator):
 * 2000 → 6×, 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×, linear between.
 */
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../page-weight.ts';

/** Lighthouse's calculator: the CPU slowdown that makes a host of this index behave as a mid-range phone. */
export function multiplierFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Lighthouse's `computeBenchmarkIndex`, as Lighthouse runs it in the page before every audit. */
async function benchmarkSource(): Promise<string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('lighthouse/core/lib/page-functions.js');
  const { pageFunctions } = (await import(file)) as { pageFunctions: { computeBenchmarkIndex: () => number } };
  return `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
}

export type Calibration = { probes: number[]; benchmarkIndex: number; multiplier: number; source: string };

/**
 * The multiplier for this run: BENCH_LH_CPU forces one (4 = Lighthouse's uncalibrated default);
 * otherwise the calculator's figure for the median probe, rounded to 0.1.
 */
export async function calibrate(): Promise<Calibration> {
  const count = Number(process.env.BENCH_LH_PROBES ?? 3);
  const source = await benchmarkSource();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const probes: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const page = await browser.newPage();
      probes.push(Math.round(await page.evaluate(source)));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const benchmarkIndex = median(probes);
  const forced = process.env.BENCH_LH_CPU ? Number(process.env.BENCH_LH_CPU) : null;
  return {
    probes,
    benchmarkIndex,
    multiplier: forced ?? Math.round(multiplierFor(benchmarkIndex) * 10) / 10,
    source: forced ? 'forced by BENCH_LH_CPU' : "Lighthouse's CPU-throttling calculator",
  };
}
