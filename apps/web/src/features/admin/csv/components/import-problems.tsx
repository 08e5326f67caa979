import type { ImportReport } from '@nidra/shared/csv/import.schema';
import { IMPORT_PROBLEM_KINDS } from '@nidra/shared/csv/import-problems.rules';
import { messages } from '@nidra/shared/messages';
import { DataTable, TD, TD_NUM } from '../../components/data-table.tsx';

/** The first problems of a checked file by line, how many of each kind, and how many more are not listed. */
export function ImportProblems({ report }: { report: ImportReport }) {
  const more = report.problemCount - report.problems.length;
  const kinds = IMPORT_PROBLEM_KINDS.filter((k) => (report.problemKinds[k] ?? 0) > 0);
  return (
    <>
      {kinds.length > 1 && (
        <ul aria-label="Problems by kind" className="flex flex-wrap gap-2 text-xs text-plum-900">
          {kinds.map((k) => (
            <li key={k} className="rounded-full bg-plum-50 px-2.5 py-1">
              {messages.importProblemKinds[k]}: {(report.problemKinds[k] ?? 0).toLocaleString('en-IN')}
            </li>
          ))}
        </ul>
      )}
      <DataTable
        caption="Problems found in the file"
        minWidth="28rem"
        columns={[{ label: 'Line', numeric: true }, { label: 'Column' }, { label: 'Problem' }]}
      >
        {report.problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one line may have several problems in one column.
          <tr key={i}>
            <td className={TD_NUM}>{p.row}</td>
            <td className={`${TD} font-mono text-xs`}>{p.column}</td>
            <td className={`${TD} break-words`}>{p.message}</td>
          </tr>
        ))}
      </DataTable>
      {more > 0 && <p className="text-sm text-plum-700">{messages.importMoreProblems(more)}</p>}
    </>
  );
}
