import { messages } from '@nidra/shared';
import { useState } from 'react';
import { DataTable, SkeletonRows, TableMessage, TD, TD_NUM } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { useUsers } from '../api/get-users.ts';

const COLUMNS = 5;

/** Users with their login, cart item and order counts, 20 a page (spec §2). */
export function UsersTable() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData } = useUsers(page);
  const users = data?.users ?? [];
  return (
    <section aria-labelledby="users-heading" className="mt-8">
      <h2 id="users-heading" className="mb-3 font-display text-xl text-plum-900">
        Users
      </h2>
      <DataTable
        caption="Users with login, cart and order counts"
        className={isPlaceholderData ? 'opacity-60' : ''}
        columns={[
          { label: 'Name' },
          { label: 'Email' },
          { label: 'Login Count', numeric: true },
          { label: 'Cart Item Count', numeric: true },
          { label: 'Order Count', numeric: true },
        ]}
      >
        {isPending ? (
          <SkeletonRows columns={COLUMNS} />
        ) : isError ? (
          <TableMessage colSpan={COLUMNS}>The users could not be loaded.</TableMessage>
        ) : users.length === 0 ? (
          <TableMessage colSpan={COLUMNS}>{messages.noUsers}</TableMessage>
        ) : (
          users.map((u) => (
            <tr key={u._id}>
              <td className={`${TD} whitespace-nowrap font-medium`}>
                {u.name}
                {u.role === 'admin' && (
                  <span className="ml-2 rounded bg-plum-100 px-1.5 py-0.5 text-[0.7rem] font-semibold uppercase text-plum-700">
                    admin
                  </span>
                )}
              </td>
              <td className={`${TD} whitespace-nowrap text-plum-700`}>{u.email}</td>
              <td className={TD_NUM}>{u.loginCount}</td>
              <td className={TD_NUM}>{u.cartItems}</td>
              <td className={TD_NUM}>{u.orderCount}</td>
            </tr>
          ))
        )}
      </DataTable>
      <Pager
        label="Users pages"
        page={data?.currentPage ?? page}
        totalPages={data?.totalPages ?? 1}
        onPage={setPage}
        busy={isPlaceholderData}
      />
    </section>
  );
}
