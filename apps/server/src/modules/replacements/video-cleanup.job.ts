import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, periodicJob } from '../../lib/periodic-job.ts';
import type { VideoStore } from './video-store.ts';

/**
 * Deletes video uploads left unfinished, or finished and never attached to a replacement request,
 * a day on (VideoStore.removeStale), every `intervalMs` in every process; each upload's row is
 * claimed by one instance.
 */
export function startVideoCleanupJob(deps: {
  videos: VideoStore;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicJob<{ removed: number }, { now?: Date }> {
  return periodicJob(async (o?: { now?: Date }) => ({ removed: await deps.videos.removeStale(o?.now) }), {
    name: 'video-cleanup',
    log: deps.log,
    intervalMs: deps.intervalMs,
  });
}
