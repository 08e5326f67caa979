import { codSettingsQueryOptions } from '../../../../lib/cod-settings.ts';
import { useQuery } from '../../../../lib/query/use-query.tsx';

/** The settings as saved (or the environment's defaults), for the admin form. */
export function useAdminCodSettings() {
  return useQuery({ ...codSettingsQueryOptions(), staleTime: 0 });
}
