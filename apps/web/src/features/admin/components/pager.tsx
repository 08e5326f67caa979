import { messages } from '@nidra/shared';
import { adminButton } from './admin-page.tsx';

/** Previous/Next paging with 'Page X of Y'; the buttons stop at the ends. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
  previousText = 'Previous',
  busy = false,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
  previousText?: string;
  busy?: boolean;
}) {
  const last = Math.max(1, totalPages);
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-between gap-3 text-sm print:hidden">
      <button
        type="button"
        className={adminButton('secondary')}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {previousText}
      </button>
      <span className="tabular-nums text-plum-700" aria-live="polite">
        {messages.pageOf(Math.min(page, last), last)}
      </span>
      <button
        type="button"
        className={adminButton('secondary')}
        disabled={page >= last || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
