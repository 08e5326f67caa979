import { apiBlob } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { saveBlob } from '../../../../lib/save-blob.ts';

export type OrderExportFilter = { from: string; to: string; status: string };

/** GET /api/admin/exports/orders.csv with the filter's non-empty parts. */
export const ordersExportUrl = (f: OrderExportFilter) => {
  const q = new URLSearchParams(Object.entries(f).filter(([, v]) => v !== ''));
  return `/api/admin/exports/orders.csv${q.size ? `?${q}` : ''}`;
};

/** Saves a CSV export under `fileName`. */
export const useDownloadCsv = () =>
  useMutation({
    mutationFn: async ({ url, fileName }: { url: string; fileName: string }) => saveBlob(await apiBlob(url), fileName),
  });
