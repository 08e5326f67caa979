import { messages } from '@nidra/shared';
import type { CodSettings } from '@nidra/shared/cod/cod.rules';
import { ApiError, api } from '../../../../lib/api-client.ts';
import { codSettingsQueryOptions } from '../../../../lib/cod-settings.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { toast } from '../../../../ui/toast.tsx';

/** PUT /api/admin/cod-settings: validated by the shared schema on the server; answers the saved settings. */
function saveCodSettings(body: CodSettings): Promise<CodSettings> {
  return api<CodSettings>('/api/admin/cod-settings', { method: 'PUT', body, fallback: messages.codSettingsError });
}

export function useSaveCodSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(codSettingsQueryOptions().queryKey, saved);
      toast.success(messages.codSettingsSaved);
    },
    onError: (e) => toast.error(e instanceof ApiError && e.status === 400 ? e.message : messages.codSettingsError),
  });
}
