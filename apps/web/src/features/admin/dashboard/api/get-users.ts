import type { UsersPage } from '@nidra/shared/admin/admin.schema';
import { api } from '../../../../lib/api-client.ts';
import { keepPreviousData, queryOptions, useQuery } from '../../../../lib/query/use-query.tsx';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../../admin-query.ts';

/** The users list shows 20 people a page (spec §9). */
const USERS_PAGE_LIMIT = 20;

/** GET /api/users/login-count?page={n}&limit=20: users with their login, cart and order counts. */
function getUsers(page: number, signal?: AbortSignal): Promise<UsersPage> {
  return api<UsersPage>(`/api/users/login-count?page=${page}&limit=${USERS_PAGE_LIMIT}`, { signal });
}

const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'users', page],
    queryFn: ({ signal }) => getUsers(page, signal),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useUsers(page: number) {
  return useQuery(usersQueryOptions(page));
}
