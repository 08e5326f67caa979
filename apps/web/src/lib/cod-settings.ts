import type { CodSettings } from '@nidra/shared/cod/cod.rules';
import { api } from './api-client.ts';
import { queryOptions } from './query/use-query.tsx';

/** GET /api/cod-settings: the store's Cash on Delivery offer (on/off, fee, order value limit in rupees). */
function getCodSettings(signal?: AbortSignal): Promise<CodSettings> {
  return api<CodSettings>('/api/cod-settings', { signal, anonymous: true });
}

/** Read by checkout and by the admin settings screen; a save there refreshes this key. */
export const codSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['cod-settings'], queryFn: ({ signal }) => getCodSettings(signal), staleTime: 30_000 });
