import { SUGGEST_MIN_CHARS } from '@nidra/shared';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { SearchIcon } from '../../../ui/icons/shop-icons.tsx';
import { useSuggestions } from '../api/get-suggestions.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

const DEBOUNCE_MS = 200;

/**
 * The header's search box (ADR 0013): a combobox whose suggestions (subcategories, then designs) load
 * once typing pauses; arrows move through them, Enter opens one or searches the words, Escape closes.
 */
export function SearchBox({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const t = useTexts();
  const id = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [text, setText] = useState(() => search.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text, DEBOUNCE_MS);
  const { data } = useSuggestions(debounced);
  const suggestions = text.trim().length >= SUGGEST_MIN_CHARS ? (data?.suggestions ?? []) : [];
  const expanded = open && suggestions.length > 0;

  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    onDone?.();
    navigate(url);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (expanded && active >= 0) return go(suggestions[active].url);
    if (q) go(`/search?${new URLSearchParams({ q })}`);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!suggestions.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the suggestions and back to the typed words (-1).
      const slots = suggestions.length + 1;
      setActive((i) => ((((i + 1 + step) % slots) + slots) % slots) - 1);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else onDone?.();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself (no wrapping <search> element)
    <form role="search" onSubmit={submit} className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t.searchLabel}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the phone's search opens on purpose to type into
        autoFocus={autoFocus}
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        placeholder={t.searchPlaceholder}
        value={text}
        maxLength={100}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-plum-200 bg-white pl-10 pr-4 text-sm text-ink outline-none placeholder:text-plum-400 focus:border-plum-500 focus:ring-2 focus:ring-plum-100 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t.searchSubmit}
        className="absolute left-1 top-1/2 grid h-8 w-8 -translate-y-1/2 place-items-center rounded-full text-plum-600 hover:text-plum-900"
      >
        <SearchIcon width={18} height={18} />
      </button>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t.searchLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-96 overflow-auto rounded-2xl border border-plum-100 bg-white py-2 shadow-xl shadow-plum-900/10"
      >
        {suggestions.map((s, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrows and Enter choose options (aria-activedescendant)
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input while options are highlighted
          <div
            key={s.url}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            // Pointer down would blur the input first and close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(s.url)}
            onMouseEnter={() => setActive(i)}
            className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm ${i === active ? 'bg-plum-50 text-plum-900' : 'text-ink'}`}
          >
            <span className="truncate">{s.kind === 'subcategory' ? t.categoryName(s.label) : s.label}</span>
            {s.kind === 'subcategory' && (
              <span className="shrink-0 text-xs uppercase tracking-wider text-blush-700">
                {t.suggestionSubcategory}
              </span>
            )}
          </div>
        ))}
      </div>
    </form>
  );
}
