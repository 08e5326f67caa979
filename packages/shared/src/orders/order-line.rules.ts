import { shopperMessages as messages } from '../shopper.messages.ts';

/**
 * What staff pack by, after a line's name: 'Size L · Design NX-204' (either part left out when the
 * product has none), so every packing screen, label, export and invoice names the same piece.
 */
export function lineDetails(line: { size?: string | null; designNumber?: string | null }): string {
  const parts: string[] = [];
  if (line.size?.trim()) parts.push(messages.sizeLabel(line.size.trim()));
  if (line.designNumber?.trim()) parts.push(messages.designLabel(line.designNumber.trim()));
  return parts.join(' · ');
}

/** A line's name with its details: 'Mustard Floral Nighty (Size L · Design NX-204)'. */
export function lineNameWithDetails(
  name: string,
  line: { size?: string | null; designNumber?: string | null },
): string {
  const details = lineDetails(line);
  return details ? `${name} (${details})` : name;
}
