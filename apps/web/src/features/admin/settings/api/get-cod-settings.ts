import { useQuery } from '@tanstack/react-query';
import { codSettingsQueryOptions } from '../../../../lib/cod-settings.ts';

/** The settings as saved (or the environment's defaults), for the admin form. */
export function useAdminCodSettings() {
  return useQuery({ ...codSettingsQueryOptions(), staleTime: 0 });
}
