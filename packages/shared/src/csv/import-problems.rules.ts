/** What a problem of an import file is about, counted separately in the report. */
export const IMPORT_PROBLEM_KINDS = ['columns', 'required', 'invalid', 'price', 'duplicate', 'picture'] as const;
export type ImportProblemKind = (typeof IMPORT_PROBLEM_KINDS)[number];

/** One problem of one row; `row` is the line number in the file (the header is line 1). */
export type RowProblem = { row: number; column: string; message: string; kind: ImportProblemKind };

/** How many problems the report lists; the others are counted. */
export const LISTED_PROBLEMS = 200;

export type ProblemSummary = {
  problems: RowProblem[];
  problemCount: number;
  problemKinds: Partial<Record<ImportProblemKind, number>>;
};

/**
 * Keeps the first LISTED_PROBLEMS problems by line (whatever order they are added in) and counts all of
 * them, in total and by kind: memory stays bounded however many rows are wrong.
 */
export class ProblemTally {
  readonly listed: RowProblem[] = [];
  count = 0;
  readonly kinds: Partial<Record<ImportProblemKind, number>> = {};

  add(problem: RowProblem): void {
    this.count++;
    this.kinds[problem.kind] = (this.kinds[problem.kind] ?? 0) + 1;
    const list = this.listed;
    if (list.length === LISTED_PROBLEMS && problem.row >= list[list.length - 1].row) return;
    // Insert after every problem of the same or an earlier line (stable), dropping the last when full.
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].row <= problem.row) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, problem);
    if (list.length > LISTED_PROBLEMS) list.pop();
  }

  /** Adds another tally's listed problems and counts. */
  addAll(other: ProblemSummary): void {
    for (const p of other.problems) this.add(p);
    this.count += other.problemCount - other.problems.length;
    for (const [kind, n] of Object.entries(other.problemKinds) as [ImportProblemKind, number][]) {
      const listedOfKind = other.problems.filter((p) => p.kind === kind).length;
      this.kinds[kind] = (this.kinds[kind] ?? 0) + n - listedOfKind;
    }
  }

  summary(): ProblemSummary {
    return { problems: [...this.listed], problemCount: this.count, problemKinds: { ...this.kinds } };
  }
}
