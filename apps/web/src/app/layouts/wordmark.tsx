import { STORE } from '../../lib/store-info.ts';
import { MoonIcon } from '../../ui/icons/shop-icons.tsx';

/** The brand wordmark: a crescent and the store's name in the display serif. */
export function Wordmark({ className = '', tone = 'plum' }: { className?: string; tone?: 'plum' | 'light' }) {
  const text = tone === 'light' ? 'text-white' : 'text-plum-900';
  return (
    <span className={`inline-flex items-center gap-1.5 font-display tracking-wide ${text} ${className}`}>
      <MoonIcon className="h-[0.8em] w-[0.8em] text-blush-500" />
      {STORE.name}
    </span>
  );
}
