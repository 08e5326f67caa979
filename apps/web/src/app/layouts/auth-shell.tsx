import type { ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';
import { STORE } from '../../lib/store-info.ts';
import { useAllTexts } from '../../lib/texts.tsx';
import { MoonIcon } from '../../ui/icons/shop-icons.tsx';
import { Wordmark } from './wordmark.tsx';

type Props = { title: string; intro?: ReactNode; children: ReactNode };

/**
 * The full-screen frame of /login and /register, where the shop header and footer are hidden:
 * a calm brand panel on wide screens and the form on its own card.
 */
export function AuthShell({ title, intro, children }: Props) {
  const t = useAllTexts();
  return (
    <main className="grid min-h-screen bg-blush-50 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-plum-900 p-12 text-plum-100 lg:flex lg:flex-col lg:justify-between">
        <Link to="/" aria-label={t.storeHome(STORE.name)} className="self-start rounded-lg text-4xl">
          <Wordmark tone="light" />
        </Link>
        <div className="relative z-10 max-w-sm">
          <p className="font-display text-4xl leading-tight text-white">{t.authTagline}</p>
          <p className="mt-4 leading-relaxed text-plum-200">{t.authAside}</p>
        </div>
        <p className="relative z-10 text-sm text-plum-200">{t.deliveredAcrossIndia}</p>
        <MoonIcon
          className="pointer-events-none absolute -right-24 top-1/4 h-96 w-96 text-plum-800"
          style={{ transform: 'rotate(-18deg)' }}
        />
      </aside>
      <div className="flex flex-col items-center px-4 py-8 sm:justify-center sm:py-14">
        <Link to="/" aria-label={t.storeHome(STORE.name)} className="mb-8 rounded-lg text-[2rem] lg:hidden">
          <Wordmark />
        </Link>
        <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum-100 sm:p-10">
          <h1 className="font-display text-3xl text-plum-900">{title}</h1>
          {intro && <p className="mt-2 text-sm leading-relaxed text-plum-700">{intro}</p>}
          <div className="mt-7">{children}</div>
        </div>
        <Link
          to="/"
          className="mt-6 rounded text-sm text-plum-700 underline-offset-4 hover:text-plum-900 hover:underline"
        >
          {t.continueShoppingLink}
        </Link>
      </div>
    </main>
  );
}

/** The card used by the account screens that keep the shop header (forgot, reset, change password). */
export function AccountCard({ title, intro, children }: Props) {
  return (
    <main className="px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum-100 sm:p-10">
        <h1 className="font-display text-3xl text-plum-900">{title}</h1>
        {intro && <p className="mt-2 text-sm leading-relaxed text-plum-700">{intro}</p>}
        <div className="mt-7">{children}</div>
      </div>
    </main>
  );
}
