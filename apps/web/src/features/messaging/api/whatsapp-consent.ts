import type { WhatsappConsent } from '@nidra/shared/messaging/messaging.schema';
import { api } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { useQuery, useQueryClient } from '../../../lib/query/use-query.tsx';

const KEY = ['whatsapp-consent'] as const;

/** GET /api/account/whatsapp-consent: whether the shopper gets order updates on WhatsApp, since when. */
function getConsent(signal?: AbortSignal): Promise<WhatsappConsent> {
  return api<WhatsappConsent>('/api/account/whatsapp-consent', { signal });
}

/** PUT /api/account/whatsapp-consent: saves the choice (with the delivery mobile, at checkout). */
function saveConsent(body: { consent: boolean; mobile?: string }): Promise<WhatsappConsent> {
  return api<WhatsappConsent>('/api/account/whatsapp-consent', { method: 'PUT', body });
}

export function useWhatsappConsent(enabled = true) {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => getConsent(signal), enabled, staleTime: 60_000 });
}

export function useSaveWhatsappConsent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConsent, onSuccess: (saved) => queryClient.setQueryData(KEY, saved) });
}
