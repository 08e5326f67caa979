import { apiBlob } from '../../../lib/api-client.ts';
import { useMutation } from '../../../lib/query/use-mutation.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { toast } from '../../../ui/toast.tsx';

/** GET /api/admin/shipments/labels/{name}: the courier's 4×6 labels, one page per shipment. */
export function useDownloadLabels() {
  return useMutation({
    mutationFn: async (labelUrl: string) => {
      saveBlob(await apiBlob(labelUrl), labelUrl.split('/').at(-1) ?? 'labels.pdf');
    },
    onError: (error) => toast.error(error.message),
  });
}
