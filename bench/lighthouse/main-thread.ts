/**
 * What a run's long tasks were made of, read from the trace Lighthouse recorded (`--save-assets`).
 *
 * Lantern, the simulation behind Lighthouse's default figures, takes each main-thread task's wall time
 * from the unthrottled load and multiplies it by the CPU slowdown. Wall time holds the thread's own work
 * and the time it spent waiting: for a core, for another thread of the browser, for a lock. On a host
 * with few cores shared by the browser's processes, the store and Lighthouse itself, the waiting is the
 * host's, not the page's, and a phone would not wait in that way. This reads, for the tasks after the
 * first contentful paint that are long at the run's multiplier (over 50 ms once multiplied), their
 * wall time and the main thread's CPU time inside them (`tdur`), and the blocking time the same sum
 * Lighthouse makes would give from each: from the wall time as traced, and from the CPU time alone.
 * These are the observed trace's sums, not Lantern's simulation; they say how much of a run's blocking
 * time the page's own work could explain. With the slowdown applied in Chromium (devtools throttling)
 * the trace is already slowed and read with a multiplier of 1: the wall sum then comes near Lighthouse's
 * own TBT without being it (Lighthouse counts only up to Time to Interactive and cuts a task at the first
 * paint), and the CPU sum is not slowed (Chromium slows the renderer by pausing it), so only the wall sum
 * means anything there.
 */
import { readFileSync } from 'node:fs';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export type MainThreadTime = {
  /** Wall time of the long tasks after the first contentful paint, ms. */
  wallMs: number;
  /** The main thread's CPU time inside those tasks, ms. */
  cpuMs: number;
  /** Σ max(0, wall × multiplier − 50) over the tasks after the first contentful paint. */
  blockingFromWallMs: number;
  /** Σ max(0, CPU × multiplier − 50) over the same tasks. */
  blockingFromCpuMs: number;
};

const LONG_TASK_MS = 50;

/** The renderer's main thread: the `CrRendererMain` thread with the most events (the page's, not a blank tab's). */
function mainThread(events: TraceEvent[]): string {
  const perThread = new Map<string, number>();
  for (const e of events) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const named = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  if (named.length === 0) throw new Error('the trace has no renderer main thread');
  return named.reduce((a, b) => ((perThread.get(b) ?? 0) > (perThread.get(a) ?? 0) ? b : a));
}

export function mainThreadTime(tracePath: string, multiplier: number): MainThreadTime {
  const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const thread = mainThread(events);
  const fcp = Math.min(...events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.ts));
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === thread && e.ts >= fcp && e.dur,
  );
  const time: MainThreadTime = { wallMs: 0, cpuMs: 0, blockingFromWallMs: 0, blockingFromCpuMs: 0 };
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    time.blockingFromWallMs += Math.max(0, wall * multiplier - LONG_TASK_MS);
    time.blockingFromCpuMs += Math.max(0, cpu * multiplier - LONG_TASK_MS);
    if (wall * multiplier > LONG_TASK_MS) {
      time.wallMs += wall;
      time.cpuMs += cpu;
    }
  }
  return time;
}
