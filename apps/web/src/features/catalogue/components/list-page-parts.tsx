/** The title row of a list page (subcategory, search, wishlist): its heading and how many it holds. */
export function ListPageHeader({ title, count }: { title: string; count?: string }) {
  return (
    <header className="mb-6 mt-4 flex flex-wrap items-end justify-between gap-2 border-b border-plum-100 pb-5 sm:mb-8">
      <h1 className="font-display text-3xl text-plum-900 sm:text-4xl">{title}</h1>
      {count && <p className="text-sm text-plum-500">{count}</p>}
    </header>
  );
}

/** What a list page says in place of its cards: empty, nothing matches, or an error (`role="alert"`). */
export function ListNotice({ children, role }: { children: string; role?: 'alert' }) {
  return (
    <p role={role} className="rounded-2xl bg-plum-50 px-6 py-16 text-center text-plum-700">
      {children}
    </p>
  );
}
