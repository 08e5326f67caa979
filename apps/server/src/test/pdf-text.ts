// Reads the text of a PDF the way a person sees it: one string per page, the words of one printed
// line joined by spaces, lines top to bottom. pdf.js does the parsing, so tests need no system tools.
// @ts-expect-error pdf-parse ships no types; its library entry avoids the package's debug harness.
import parsePdf from 'pdf-parse/lib/pdf-parse.js';

interface TextItem {
  str: string;
  transform: number[];
}
interface PageData {
  getTextContent(options: { normalizeWhitespace: boolean }): Promise<{ items: TextItem[] }>;
}

/** Text of every page of `pdf`, in page order. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const pages: string[] = [];
  // A copy: pdf.js reads the whole underlying ArrayBuffer, and small Buffers share a pooled one.
  await parsePdf(new Uint8Array(pdf), {
    pagerender: async (page: PageData) => {
      const { items } = await page.getTextContent({ normalizeWhitespace: true });
      pages.push(joinLines(items));
      return '';
    },
  });
  return pages;
}

/** The whole text of `pdf`, pages separated by a blank line. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPages(pdf)).join('\n\n');
}

function joinLines(items: TextItem[]): string {
  const lines = new Map<number, { x: number; str: string }[]>();
  for (const item of items) {
    if (!item.str.trim()) continue;
    const [, , , , x = 0, y = 0] = item.transform;
    // Items whose baselines differ by under two points print on one line.
    const key = [...lines.keys()].find((k) => Math.abs(k - y) < 2) ?? y;
    lines.set(key, [...(lines.get(key) ?? []), { x, str: item.str.trim() }]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, words]) =>
      words
        .sort((a, b) => a.x - b.x)
        .map((w) => w.str)
        .join(' '),
    )
    .join('\n');
}
