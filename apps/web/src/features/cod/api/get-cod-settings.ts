import { codSettingsQueryOptions } from '../../../lib/cod-settings.ts';
import { useQuery } from '../../../lib/query/use-query.tsx';

/** The Cash on Delivery offer checkout shows; while it loads (or fails) only online payment is offered. */
export function useCodSettings() {
  return useQuery(codSettingsQueryOptions());
}
