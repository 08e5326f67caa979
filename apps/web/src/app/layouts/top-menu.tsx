import { subcategoryPath, toSlug } from '@nidra/shared';
import type { Menu } from '@nidra/shared/catalogue/catalogue.schema';
import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { Link } from '../../lib/router.tsx';
import { useTexts } from '../../lib/texts.tsx';
import { ChevronDownIcon } from '../../ui/icons/shop-icons.tsx';

type Props = {
  menus: Menu[];
  activeMenu: string | null;
  onSelect: (menuName: string) => void;
};

/** The desktop top menu: hovering or focusing a name shows its submenus; a submenu click closes them. */
export function TopMenu({ menus, activeMenu, onSelect }: Props) {
  const t = useTexts();
  const [hovered, setHovered] = useState<string | null>(null);
  if (menus.length === 0) return null;

  const leaveOnBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(null);
  };
  const closeOnEscape = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key !== 'Escape' || hovered === null) return;
    setHovered(null);
    e.currentTarget.querySelector('button')?.focus();
  };

  return (
    <nav aria-label={t.shopByCategory} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {menus.map((menu) => {
          const id = `submenu-${toSlug(menu.name)}`;
          const open = hovered === menu.name;
          const active = activeMenu === menu.name;
          return (
            <li
              key={menu.name}
              className="relative"
              onMouseEnter={() => setHovered(menu.name)}
              onMouseLeave={() => setHovered(null)}
              onFocus={() => setHovered(menu.name)}
              onBlur={leaveOnBlur}
              onKeyDown={closeOnEscape}
            >
              <button
                type="button"
                aria-expanded={open}
                aria-controls={id}
                onClick={() => {
                  onSelect(menu.name);
                  setHovered(menu.name);
                }}
                className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-3 py-2 text-[0.9375rem] transition-colors hover:bg-plum-50 hover:text-plum-900 ${
                  active ? 'font-medium text-plum-900' : 'text-plum-700'
                }`}
              >
                {t.categoryName(menu.name)}
                <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
              </button>
              {active && (
                <span aria-hidden="true" className="absolute inset-x-4 -bottom-px h-0.5 rounded bg-blush-500" />
              )}
              <div id={id} hidden={!open} className="absolute left-0 top-full z-40 pt-2">
                <ul className="min-w-56 rounded-2xl border border-plum-100 bg-white p-2 shadow-xl shadow-plum-900/10">
                  {menu.submenus.map((sub) => (
                    <li key={sub}>
                      <Link
                        to={subcategoryPath(sub)}
                        onClick={() => {
                          onSelect(menu.name);
                          setHovered(null);
                        }}
                        className="block rounded-xl px-3 py-2 text-sm text-plum-800 hover:bg-blush-50 hover:text-plum-900"
                      >
                        {t.categoryName(sub)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
