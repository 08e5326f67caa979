import type { SuggestionsResponse } from '@nidra/shared/catalogue/catalogue.schema';
import { useEffect } from 'react';
import { useTexts } from '../../../lib/texts.tsx';
import { useSuggestions } from '../api/get-suggestions.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

export type Suggestion = SuggestionsResponse['suggestions'][number];

const DEBOUNCE_MS = 200;
const NONE: Suggestion[] = [];

type Props = {
  /** The search box's id, which names each option for `aria-activedescendant`. */
  id: string;
  text: string;
  /** The suggestions the box shows (what `onFound` last gave it, for words long enough). */
  suggestions: Suggestion[];
  active: number;
  onFound: (suggestions: Suggestion[]) => void;
  onPick: (url: string) => void;
  onHover: (index: number) => void;
};

/**
 * The search box's suggestions (ADR 0013): asked for once typing pauses, handed to the box, which
 * keeps the keyboard, and drawn as the listbox's options. Loaded when the box is first focused or
 * typed in (search-box.tsx): the box itself is in every page's first load, its suggestions are not.
 */
export default function SearchSuggestions({ id, text, suggestions, active, onFound, onPick, onHover }: Props) {
  const t = useTexts();
  const debounced = useDebouncedValue(text, DEBOUNCE_MS);
  const { data } = useSuggestions(debounced);
  const found = data?.suggestions ?? NONE;
  useEffect(() => onFound(found), [found, onFound]);

  return suggestions.map((s, i) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrows and Enter choose options (aria-activedescendant)
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input while options are highlighted
    <div
      key={s.url}
      id={`${id}-opt-${i}`}
      role="option"
      aria-selected={i === active}
      // Pointer down would blur the input first and close the list before the click lands.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onPick(s.url)}
      onMouseEnter={() => onHover(i)}
      className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm ${i === active ? 'bg-plum-50 text-plum-900' : 'text-ink'}`}
    >
      <span className="truncate">{s.kind === 'subcategory' ? t.categoryName(s.label) : s.label}</span>
      {s.kind === 'subcategory' && (
        <span className="shrink-0 text-xs uppercase tracking-wider text-blush-700">{t.suggestionSubcategory}</span>
      )}
    </div>
  ));
}
