/** Garment sizes in the order a shopper reads them; numbers after XXL are 3XL, 4XL… */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** Where a size sorts: XS < S < M < L < XL < XXL < 3XL < 4XL…, then numbers (28, 30…), then the rest by name. */
export function sizeRank(size: string): number {
  const s = size.trim().toUpperCase();
  const letter = LETTER_SIZES.indexOf(s);
  if (letter >= 0) return letter;
  const multiX = /^(\d)X{1,2}L$/.exec(s) ?? /^X{3,}L$/.exec(s);
  if (multiX) return LETTER_SIZES.length + (multiX[1] ? Number(multiX[1]) : s.length - 1) - 3;
  if (/^\d+$/.test(s)) return 100 + Number(s);
  return 10_000;
}

/** Sizes in shopping order, each once (ties, e.g. "Free Size" and others, by name). */
export function sortSizes(sizes: readonly string[]): string[] {
  const unique = [...new Set(sizes.filter((s) => s.trim() !== ''))];
  return unique.sort((a, b) => sizeRank(a) - sizeRank(b) || a.localeCompare(b));
}

/** The words of a card's sizes line; each language's catalogue has its own (ADR 0029). */
export const sizesLabelWords = {
  one: (size: string) => `Size ${size}`,
  two: (first: string, second: string) => `Sizes ${first}, ${second}`,
  run: (smallest: string, largest: string) => `Sizes ${smallest}–${largest}`,
};

/**
 * The sizes line of a design card: "Size M" for one, "Sizes S–XXL" for a run, "Sizes S, L" when
 * only two are on offer; empty when the product has no size.
 */
export function sizesLabel(sizes: readonly string[], words: typeof sizesLabelWords = sizesLabelWords): string {
  const sorted = sortSizes(sizes);
  if (sorted.length === 0) return '';
  if (sorted.length === 1) return words.one(sorted[0]);
  if (sorted.length === 2) return words.two(sorted[0], sorted[1]);
  return words.run(sorted[0], sorted[sorted.length - 1]);
}

/** A design's name without its size: "Rose Nighty - M", "Rose Nighty (M)" and "Rose Nighty M" all give "Rose Nighty". */
export function designName(productName: string, size: string): string {
  const s = size.trim();
  if (!s) return productName.trim();
  const escaped = s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stripped = productName
    .trim()
    .replace(new RegExp(`\\s*(?:[-–/,|]\\s*|\\(\\s*|\\s)(?:size\\s*)?${escaped}\\s*\\)?$`, 'i'), '')
    .trim();
  return stripped || productName.trim();
}
