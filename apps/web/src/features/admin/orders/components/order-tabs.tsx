import { messages, messagingMessages } from '@nidra/shared';
import type { OrderListFilter } from '@nidra/shared/orders/order-status.rules';
import { type KeyboardEvent, useRef } from 'react';

/**
 * The order tabs of spec §2, each asking the server for its status (DESIGN §13.4); Pending holds paid
 * and COD orders only, Unpaid (beyond the spec) the orders whose payment never arrived, and COD to
 * confirm the COD orders waiting for their shopper's confirmation (ADR 0025).
 */
const ORDER_TABS: { label: string; status: OrderListFilter | undefined }[] = [
  { label: messages.orderTabAll, status: undefined },
  { label: messages.orderTabPending, status: 'PENDING' },
  { label: messages.orderTabDispatched, status: 'DISPATCHED' },
  { label: messages.orderTabDelivered, status: 'DELIVERED' },
  { label: messages.orderTabUnpaid, status: 'UNPAID' },
  { label: messagingMessages.orderTabUnconfirmed, status: 'UNCONFIRMED' },
];

export const tabId = (status: OrderListFilter | undefined) => `order-tab-${status ?? 'ALL'}`;
export const ORDER_TAB_PANEL = 'order-tab-panel';

/** A keyboard-usable tab list: arrows, Home and End move between tabs and select them. */
export function OrderTabs({
  current,
  onSelect,
}: {
  current: OrderListFilter | undefined;
  onSelect: (status: OrderListFilter | undefined) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    ORDER_TABS.findIndex((t) => t.status === current),
  );

  const onKeyDown = (e: KeyboardEvent) => {
    const last = ORDER_TABS.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % ORDER_TABS.length
        : e.key === 'ArrowLeft'
          ? (index + last) % ORDER_TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(ORDER_TABS[next].status);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Order status"
      onKeyDown={onKeyDown}
      className="mb-3 flex gap-1 overflow-x-auto border-b border-plum-200"
    >
      {ORDER_TABS.map((tab, i) => {
        const selected = i === index;
        return (
          <button
            key={tab.label}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId(tab.status)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={ORDER_TAB_PANEL}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.status)}
            className={`-mb-px whitespace-nowrap border-b-2 px-3.5 py-2 text-sm transition-colors ${
              selected
                ? 'border-plum-900 font-semibold text-plum-900'
                : 'border-transparent text-plum-500 hover:border-plum-300 hover:text-plum-800'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
