import { Link } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { useCloseMatches } from '../api/get-close-matches.ts';

/** Under "Nothing matches …": the shop's subcategories closest to the words, as links. */
export function CloseMatches({ q }: { q: string }) {
  const t = useTexts();
  const { data } = useCloseMatches(q, true);
  const suggestions = data?.suggestions ?? [];
  if (suggestions.length === 0) return null;
  return (
    <nav aria-label={t.searchCloseMatches} className="mt-6 text-center">
      <h2 className="text-sm font-medium text-plum-900">{t.searchCloseMatches}</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {suggestions.map((s) => (
          <li key={s.url}>
            <Link
              to={s.url}
              className="inline-block rounded-full border border-plum-200 bg-white px-4 py-2 text-sm text-plum-800 hover:border-plum-500 hover:bg-plum-50"
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
