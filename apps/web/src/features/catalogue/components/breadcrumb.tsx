import { Link } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';

type Crumb = { label: string; to?: string };

/** "Home / …" trail; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useTexts();
  return (
    <nav aria-label={t.breadcrumb} className="text-sm text-plum-500">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.to ?? ''}|${item.label}`} className="flex min-w-0 items-center gap-2">
              {i > 0 && (
                <span aria-hidden="true" className="text-plum-300">
                  /
                </span>
              )}
              {item.to && !last ? (
                <Link to={item.to} className="rounded hover:text-plum-900 hover:underline underline-offset-4">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="truncate text-plum-800">
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
