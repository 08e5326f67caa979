import { describe, expect, it } from 'vitest';
import { LISTED_PROBLEMS, ProblemTally } from './import-problems.rules.ts';

describe('ProblemTally', () => {
  it('lists the first problems by line whatever the order they come in, and counts them all by kind', () => {
    const tally = new ProblemTally();
    for (let row = 10_000; row >= 2; row--) tally.add({ row, column: 'MRP', message: 'x', kind: 'invalid' });
    tally.add({ row: 1, column: 'colour', message: 'Unknown column colour.', kind: 'columns' });
    const { problems, problemCount, problemKinds } = tally.summary();
    expect(problems).toHaveLength(LISTED_PROBLEMS);
    expect(problems.map((p) => p.row)).toEqual(Array.from({ length: LISTED_PROBLEMS }, (_, i) => i + 1));
    expect(problemCount).toBe(10_000);
    expect(problemKinds).toEqual({ invalid: 9_999, columns: 1 });
  });

  it('adds another summary: listed ones merged by line, the rest counted', () => {
    const a = new ProblemTally();
    const b = new ProblemTally();
    for (let row = 2; row < 400; row += 2) a.add({ row, column: 'MRP', message: 'x', kind: 'invalid' });
    for (let row = 3; row < 500; row += 2) b.add({ row, column: 'displayImage', message: 'y', kind: 'picture' });
    a.addAll(b.summary());
    const merged = a.summary();
    expect(merged.problemCount).toBe(199 + 249);
    expect(merged.problemKinds).toEqual({ invalid: 199, picture: 249 });
    expect(merged.problems.slice(0, 3).map((p) => p.row)).toEqual([2, 3, 4]);
  });
});
