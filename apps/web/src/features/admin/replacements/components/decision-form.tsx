import { useId, useState } from 'react';
import { adminButton } from '../../components/admin-page.tsx';
import { useDecideReplacement } from '../api/replacements.ts';

const FIELD =
  'w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm text-ink outline-none focus:border-plum-500 focus:ring-2 focus:ring-plum-100';

/** Approve with an optional note, or reject with a reason (required). */
export function DecisionForm({ requestId }: { requestId: string }) {
  const decide = useDecideReplacement();
  const [mode, setMode] = useState<'approve' | 'reject' | null>(null);
  const [text, setText] = useState('');
  const id = useId();
  if (!mode)
    return (
      <div className="flex flex-wrap gap-2">
        <button type="button" className={adminButton('primary')} onClick={() => setMode('approve')}>
          Approve
        </button>
        <button type="button" className={adminButton('secondary')} onClick={() => setMode('reject')}>
          Reject
        </button>
      </div>
    );
  const approving = mode === 'approve';
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        decide.mutate(
          approving ? { id: requestId, approve: true, note: text } : { id: requestId, approve: false, reason: text },
        );
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-plum-900">
        {approving ? 'Note to the shopper (optional)' : 'Reason for rejecting'}
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        required={!approving}
        onChange={(e) => setText(e.currentTarget.value)}
        className={FIELD}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={decide.isPending || (!approving && text.trim() === '')}
          className={adminButton(approving ? 'primary' : 'danger')}
        >
          {approving ? 'Approve and create order' : 'Reject request'}
        </button>
        <button type="button" className={adminButton('ghost')} onClick={() => setMode(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
