import { useQuery } from '@tanstack/react-query';
import { codSettingsQueryOptions } from '../../../lib/cod-settings.ts';

/** The Cash on Delivery offer checkout shows; while it loads (or fails) only online payment is offered. */
export function useCodSettings() {
  return useQuery(codSettingsQueryOptions());
}
