import type { ReactNode } from 'react';
import { NavLink } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { INFO_LINKS } from '../info-links.ts';

type Props = { eyebrow: string; title: string; lead: string; note?: string; children: ReactNode };

/** The frame of the static pages: a quiet header band, the text, and links to the other pages. */
export function InfoPageLayout({ eyebrow, title, lead, note, children }: Props) {
  const t = useTexts();
  return (
    <main>
      <div className="border-b border-blush-100 bg-blush-50">
        <div className="mx-auto max-w-6xl px-5 py-10 sm:py-14 lg:px-4">
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-blush-700">{eyebrow}</p>
          <h1 className="mt-3 font-display text-4xl leading-tight text-plum-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-plum-700">{lead}</p>
          {note && <p className="mt-4 text-sm text-plum-700">{note}</p>}
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16 lg:px-4">
        <div className="min-w-0 max-w-3xl">{children}</div>
        <nav aria-label={t.moreInformation} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-plum-500">{t.moreInformation}</h2>
          <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {INFO_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  className={({ isActive }) =>
                    `block rounded-xl px-3 py-2 text-sm ${isActive ? 'bg-plum-900 text-white' : 'text-plum-800 hover:bg-plum-50'}`
                  }
                >
                  {t[l.labelKey]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
