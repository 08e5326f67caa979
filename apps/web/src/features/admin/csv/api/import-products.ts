import type { CsvEncoding } from '@nidra/shared/csv/csv-encoding.rules';
import type { ImportEvent, ImportReport } from '@nidra/shared/csv/import.schema';
import { api, apiStream } from '../../../../lib/api-client.ts';
import { useMutation } from '../../../../lib/query/use-mutation.ts';
import { useQueryClient } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY } from '../../admin-query.ts';

type ImportFiles = { csv: File; zip?: File | null; encoding: CsvEncoding };

const formOf = ({ csv, zip, encoding }: ImportFiles) => {
  const form = new FormData();
  form.append('encoding', encoding);
  form.append('file', csv);
  if (zip) form.append('images', zip);
  return form;
};

/** POST /api/admin/imports/products/check: the dry run, writing nothing. */
export const useCheckImport = () =>
  useMutation({
    mutationFn: (files: ImportFiles) =>
      api<ImportReport>('/api/admin/imports/products/check', { method: 'POST', body: formOf(files) }),
  });

/** Reads NDJSON lines from a stream as they arrive. */
async function* lines(stream: ReadableStream<Uint8Array>): AsyncGenerator<ImportEvent> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    rest += decoder.decode(value, { stream: true });
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) yield JSON.parse(part) as ImportEvent;
  }
  if (rest.trim()) yield JSON.parse(rest) as ImportEvent;
}

/** POST /api/admin/imports/products: runs the import, calling `onProgress` after every batch. */
export function useRunImport(onProgress: (event: ImportEvent) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (files: ImportFiles) => {
      const stream = await apiStream('/api/admin/imports/products', { method: 'POST', body: formOf(files) });
      let last: ImportEvent | null = null;
      for await (const event of lines(stream)) {
        last = event;
        onProgress(event);
        if (event.type === 'error') throw new Error(event.message);
      }
      if (last?.type !== 'done')
        throw new Error('The import stopped before the end. Check the products and try again.');
      return last;
    },
    onSettled: () => client.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
