/**
 * What Lighthouse's simulation (Lantern) reads for one page when one thing about its load is changed,
 * everything else held: the page is loaded once per gather (Lighthouse's `-G`, the calibrated multiplier,
 * the signed-in profile for the cart), and the same trace and DevTools log are audited again (`-A`) as
 * they were and with each change. Lantern rebuilds its graph of requests and tasks from them, so each
 * row differs from the first by the change alone, not by the host's noise between two loads.
 *
 *   node --import tsx bench/lighthouse/lantern-what-if.ts
 *   BENCH_LH_PAGES=cart (by default; one page)   BENCH_LH_BASE=/hi   BENCH_LH_GATHERS=3 (loads)
 *   BENCH_WHATIF_FILE=main-   the file whose bytes are scaled (part of its URL; the page's largest script
 *                             by default)
 *   BENCH_WHATIF_SCALES=0.8,0.6,0.5,0.4,0.3   the scales of its bytes
 *   BENCH_LH_CPU, BENCH_LH_PROBES, BENCH_DEVICE_FONTS   as for lighthouse.ts
 *
 * Besides the scales, one row audits the load with each script request cut loose from the main-thread
 * task that sent it. Lantern starts a request that a task sent only once that whole task is done; the
 * parser's look-ahead sends a page's preloaded scripts from inside the browser's commit of the document,
 * a task of tens of milliseconds that the multiplier stretches. The row says what that wait costs.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { deviceFonts } from '../device-fonts.ts';
import { startStore } from '../page-weight.ts';
import { calibrate } from './calibrate.ts';
import { cliArgs, type RunSettings, retried, runCli } from './cli.ts';
import { benchPages, signedInProfile } from './pages.ts';

const GATHERS = Number(process.env.BENCH_LH_GATHERS ?? 3);
const SCALES = (process.env.BENCH_WHATIF_SCALES ?? '0.8,0.6,0.5,0.4,0.3').split(',').map(Number);

/** The part of a DevTools log entry these changes read and write. */
type LogEntry = {
  method: string;
  params: {
    requestId: string;
    type?: string;
    request?: { url: string };
    encodedDataLength?: number;
    dataLength?: number;
  };
};
type Change = { label: string; apply: (dir: string) => void };
type Paints = { fcp: number; lcp: number };

const logFile = (dir: string) => path.join(dir, 'defaultPass.devtoolslog.json');
const traceFile = (dir: string) => path.join(dir, 'defaultPass.trace.json');
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The ids of the load's requests that `match` picks by URL and resource type. */
function requestIds(log: LogEntry[], match: (url: string, type: string) => boolean): Set<string> {
  const ids = new Set<string>();
  for (const m of log)
    if (m.method === 'Network.requestWillBeSent' && match(m.params.request?.url ?? '', m.params.type ?? ''))
      ids.add(m.params.requestId);
  return ids;
}

/** The file name of the page's largest script, by bytes sent. */
function largestScript(log: LogEntry[]): string {
  const scripts = requestIds(log, (_url, type) => type === 'Script');
  const urls = new Map<string, string>();
  for (const m of log)
    if (m.method === 'Network.requestWillBeSent') urls.set(m.params.requestId, m.params.request?.url ?? '');
  let best = { url: '', bytes: -1 };
  for (const m of log) {
    const bytes = m.params.encodedDataLength ?? 0;
    if (m.method === 'Network.loadingFinished' && scripts.has(m.params.requestId) && bytes > best.bytes)
      best = { url: urls.get(m.params.requestId) ?? '', bytes };
  }
  return new URL(best.url).pathname.split('/').pop() ?? '';
}

/** The bytes sent for the requests whose URL contains `part`. */
function sentBytes(log: LogEntry[], part: string): number {
  const ids = requestIds(log, (url) => url.includes(part));
  let bytes = 0;
  for (const m of log)
    if (m.method === 'Network.loadingFinished' && ids.has(m.params.requestId)) bytes += m.params.encodedDataLength ?? 0;
  return bytes;
}

/** The bytes of the requests whose URL contains `part`, scaled: as if the file were that size. */
function scaleBytes(part: string, scale: number): Change {
  return {
    label: `${part} × ${scale}`,
    apply: (dir) => {
      const log = readJson<LogEntry[]>(logFile(dir));
      const ids = requestIds(log, (url) => url.includes(part));
      for (const m of log) {
        if (!ids.has(m.params?.requestId)) continue;
        if (m.method === 'Network.loadingFinished' || m.method === 'Network.dataReceived')
          m.params.encodedDataLength = Math.round((m.params.encodedDataLength ?? 0) * scale);
        if (m.method === 'Network.dataReceived') m.params.dataLength = Math.round((m.params.dataLength ?? 0) * scale);
      }
      writeFileSync(logFile(dir), JSON.stringify(log));
    },
  };
}

/** Each script request cut loose from the task that sent it: it waits for its initiator only. */
const scriptsUntied: Change = {
  label: 'scripts not tied to the task that sent them',
  apply: (dir) => {
    const log = readJson<LogEntry[]>(logFile(dir));
    const scripts = new Set(
      log
        .filter((m) => m.method === 'Network.requestWillBeSent' && m.params.type === 'Script')
        .map((m) => m.params.request?.url ?? ''),
    );
    const trace = readJson<{ traceEvents: { name: string; args?: { data?: { url?: string } } }[] }>(traceFile(dir));
    trace.traceEvents = trace.traceEvents.filter(
      (e) => !(e.name === 'ResourceSendRequest' && scripts.has(e.args?.data?.url ?? '')),
    );
    writeFileSync(traceFile(dir), JSON.stringify(trace));
  },
};

/** The gathered load audited again, after `change` (none: as it is). */
async function audit(url: string, gathered: string, settings: RunSettings, change?: Change): Promise<Paints> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nidra-lantern-'));
  try {
    cpSync(gathered, dir, { recursive: true });
    change?.apply(dir);
    const out = path.join(dir, 'report.json');
    await runCli([...cliArgs(url, settings), `-A=${dir}`, '--output=json', `--output-path=${out}`]);
    const audits = readJson<{ audits: Record<string, { numericValue: number }> }>(out).audits;
    return {
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const cal = await calibrate();
  const cpu = cal.multiplier;
  const store = await startStore(60);
  const gathers: string[] = [];
  try {
    process.env.BENCH_LH_PAGES ??= 'cart';
    const [page] = await benchPages(store.base, store.base);
    if (!page) throw new Error(`no page named ${process.env.BENCH_LH_PAGES}`);
    const url = store.base + page.path;
    console.log(
      `Lantern what-if for ${page.path} (mobile, CPU ${cpu}×; host benchmarkIndex ${cal.benchmarkIndex}, probes ${cal.probes.join(', ')}; load ${loadavg()[0].toFixed(1)}; fonts: ${deviceFonts().label}): ${GATHERS} loads, each audited as loaded and after each change`,
    );
    const rows = new Map<string, Paints[]>();
    for (let g = 0; g < GATHERS; g++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'nidra-gather-'));
      gathers.push(dir);
      const settings: RunSettings = { cpu };
      // Gathered and audited as it is at once: a load whose trace Lighthouse cannot read is loaded again.
      const asLoaded = await retried(async () => {
        settings.profile = page.session ? await signedInProfile(store.base, page.session) : undefined;
        try {
          await runCli([...cliArgs(url, settings), `-G=${dir}`]);
        } finally {
          if (settings.profile) rmSync(settings.profile, { recursive: true, force: true });
        }
        return audit(url, dir, settings);
      });
      rows.set('as loaded', [...(rows.get('as loaded') ?? []), asLoaded]);
      const log = readJson<LogEntry[]>(logFile(dir));
      const file = process.env.BENCH_WHATIF_FILE ?? largestScript(log);
      if (g === 0) console.log(`  ${file}: ${(sentBytes(log, file) / 1000).toFixed(1)} kB sent in the first load`);
      for (const change of [...SCALES.map((s) => scaleBytes(file, s)), scriptsUntied]) {
        const paints = await audit(url, dir, settings, change);
        rows.set(change.label, [...(rows.get(change.label) ?? []), paints]);
      }
      console.log(`  load ${g + 1} audited (load average ${loadavg()[0].toFixed(1)})`);
    }
    const s = (ms: number) => (ms / 1000).toFixed(2);
    console.log('\n| load as audited | LCP s (each load) | FCP s (each load) | LCP change s (each load) |');
    console.log('|---|---|---|---|');
    const base = rows.get('as loaded') as Paints[];
    for (const [label, paints] of rows)
      console.log(
        `| ${label} | ${paints.map((p) => s(p.lcp)).join(', ')} | ${paints.map((p) => s(p.fcp)).join(', ')} | ${paints.map((p, i) => s(p.lcp - base[i].lcp)).join(', ')} |`,
      );
  } finally {
    for (const dir of gathers) rmSync(dir, { recursive: true, force: true });
    await store.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
