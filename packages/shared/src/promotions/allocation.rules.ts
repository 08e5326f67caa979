/**
 * Spreads `totalPaise` over parts in proportion to `weights` (largest-remainder rounding): every part
 * is a whole paisa, the parts add up to the total exactly, no part exceeds its weight when the total
 * does not exceed the weights' sum, and ties in the remainders go to the earlier part. Computed with
 * BigInt, so a crore of paise times a crore of paise does not lose digits.
 */
export function allocateProportionally(totalPaise: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`Not an amount: ${totalPaise}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('Weights must be whole paise');
  const sum = weights.reduce((n, w) => n + w, 0);
  if (totalPaise === 0 || weights.length === 0) return weights.map(() => 0);
  if (sum === 0) throw new RangeError('Nothing to spread over');
  const total = BigInt(totalPaise);
  const whole = BigInt(sum);
  const parts = weights.map((w) => (total * BigInt(w)) / whole);
  const remainders = weights.map((w, i) => ({ i, r: (total * BigInt(w)) % whole }));
  let left = Number(total - parts.reduce((n, p) => n + p, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i] += 1n;
    left -= 1;
  }
  return parts.map(Number);
}
