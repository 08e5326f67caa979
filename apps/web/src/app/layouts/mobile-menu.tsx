import { subcategoryPath, toSlug } from '@nidra/shared';
import type { Menu } from '@nidra/shared/catalogue/catalogue.schema';
import { useState } from 'react';
import { Link } from '../../lib/router.tsx';
import { useTexts } from '../../lib/texts.tsx';
import { ChevronDownIcon } from '../../ui/icons/shop-icons.tsx';

type Props = {
  id: string;
  menus: Menu[];
  activeMenu: string | null;
  onNavigate: (menuName: string) => void;
};

/** The phone menu: each name opens its submenus (the touch version of hovering); a submenu click closes the menu. */
export function MobileMenu({ id, menus, activeMenu, onNavigate }: Props) {
  const t = useTexts();
  const [expanded, setExpanded] = useState<string | null>(activeMenu);
  return (
    <nav
      id={id}
      aria-label={t.shopByCategory}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-plum-100 bg-white px-4 pb-6 lg:hidden"
    >
      {menus.length === 0 ? (
        <p className="py-6 text-sm text-plum-700">{t.collectionsComing}</p>
      ) : (
        <ul className="divide-y divide-plum-100">
          {menus.map((menu) => {
            const open = expanded === menu.name;
            const panel = `mobile-${toSlug(menu.name)}`;
            return (
              <li key={menu.name}>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panel}
                  onClick={() => setExpanded(open ? null : menu.name)}
                  className={`flex w-full items-center justify-between py-4 text-left font-display text-lg ${
                    activeMenu === menu.name ? 'text-plum-900' : 'text-plum-800'
                  }`}
                >
                  {t.categoryName(menu.name)}
                  <ChevronDownIcon className={`text-plum-500 transition-transform ${open ? 'rotate-180' : ''}`} />
                </button>
                <ul id={panel} hidden={!open} className="grid grid-cols-2 gap-1 pb-4">
                  {menu.submenus.map((sub) => (
                    <li key={sub}>
                      <Link
                        to={subcategoryPath(sub)}
                        onClick={() => onNavigate(menu.name)}
                        className="block rounded-xl bg-blush-50 px-3 py-2.5 text-sm text-plum-800 hover:bg-blush-100"
                      >
                        {t.categoryName(sub)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
