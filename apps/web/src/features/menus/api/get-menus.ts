import type { Menu } from '@nidra/shared/catalogue/catalogue.schema';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query/use-query.tsx';
import { MENUS_PATH } from '../early-menus.ts';

/** GET /api/menus (no auth): the top menu's names and their submenus (spec §7). */
function getMenus(): Promise<Menu[]> {
  return api<Menu[]>(MENUS_PATH, { anonymous: true });
}

export const menusQueryOptions = () => queryOptions({ queryKey: ['menus'], queryFn: getMenus, staleTime: 10 * 60_000 });

/** The menus, or an empty list while loading; a failure is only logged (spec §7). */
export function useMenus(): Menu[] {
  const { data, error } = useQuery(menusQueryOptions());
  useEffect(() => {
    if (error) console.error('Failed to load menus', error);
  }, [error]);
  return data ?? [];
}
