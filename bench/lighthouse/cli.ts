/**
 * The Lighthouse CLI of this folder as the benches run it (lighthouse.ts, lantern-what-if.ts): the
 * settings every run shares, and the bench's Chromium (its flags, the phone's fonts). Lighthouse refuses to
 * audit a gathered load (`-A`) with settings other than the gather's (`-G`), so both take theirs from here.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromiumEnv } from '../device-fonts.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from '../page-weight.ts';

export const CLI = path.join(fileURLToPath(new URL('.', import.meta.url)), 'node_modules/lighthouse/cli/index.js');

export type RunSettings = {
  /** The CPU slowdown of the mobile preset; `desktop` runs Lighthouse's desktop preset instead. */
  cpu: number;
  desktop?: boolean;
  /** The Chromium profile a signed-in page is loaded with (its local storage holds the session). */
  profile?: string;
};

/** The arguments every run of `url` shares, before its own (output, mode, throttling method). */
export function cliArgs(url: string, { cpu, desktop, profile }: RunSettings): string[] {
  const flags = [...CHROMIUM_FLAGS, ...(profile ? [`--user-data-dir=${profile}`] : [])];
  return [
    CLI,
    url,
    `--chrome-flags=${flags.join(' ')}`,
    '--only-categories=performance',
    '--quiet',
    ...(desktop ? ['--preset=desktop'] : [`--throttling.cpuSlowdownMultiplier=${cpu}`]),
    // A signed-in page keeps the local storage its profile was given (the session lives there, spec §3–4).
    ...(profile ? ['--disable-storage-reset'] : []),
  ];
}

const run = promisify(execFile);

/** Runs the CLI with `args` (cliArgs' and the run's own) in the bench's Chromium. */
export async function runCli(args: string[]): Promise<void> {
  await run(process.execPath, args, {
    env: { ...chromiumEnv(), CHROME_PATH: CHROMIUM },
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * `attempt` again, twice at most, when it throws: now and then Lighthouse cannot read the trace it
 * recorded (NO_NAVSTART), and only a new load helps.
 */
export async function retried<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= 3) throw err;
      console.error(`  Lighthouse failed (${String((err as { stderr?: string }).stderr ?? err).trim()}); retrying`);
    }
  }
}
