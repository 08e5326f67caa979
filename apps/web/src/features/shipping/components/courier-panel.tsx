import { orderLabel, shippingMessages } from '@nidra/shared';
import { useState } from 'react';
import { useCreateShipments } from '../api/create-shipments.ts';
import { useDownloadLabels } from '../api/download-labels.ts';

type PendingOrder = { _id: string; orderNumber: number; trackingNumber: string; shippingAddress: string };

const button = (primary: boolean) =>
  `inline-flex min-h-9 items-center justify-center rounded-lg px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed ${
    primary
      ? 'bg-plum-900 text-white hover:bg-plum-800 disabled:bg-plum-300'
      : 'border border-plum-200 bg-white text-plum-900 hover:bg-plum-50 disabled:text-plum-300'
  }`;

/**
 * Pending Orders' courier panel: 'Create shipment' for one order or the selected ones (AWB saved as
 * the tracking number, pickup requested), then the courier's 4×6 labels as one PDF.
 */
export function CourierPanel({ orders }: { orders: PendingOrder[] }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const create = useCreateShipments();
  const download = useDownloadLabels();
  const [labelUrl, setLabelUrl] = useState<string | null>(null);
  const open = orders.filter((o) => !o.trackingNumber);
  const chosen = open.filter((o) => selected.has(o._id)).map((o) => o._id);

  const ship = (ids: string[]) =>
    create.mutate(ids, {
      onSuccess: (r) => {
        setSelected(new Set());
        if (r.labelUrl) setLabelUrl(r.labelUrl);
      },
    });
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="courier-heading"
      className="mb-6 rounded-xl border border-plum-100 bg-white p-4 shadow-sm print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="courier-heading" className="font-semibold text-plum-900">
            Courier
          </h2>
          <p className="text-sm text-plum-600">Book the courier: AWB, 4×6 label and pickup in one step.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {labelUrl && (
            <button type="button" className={button(false)} onClick={() => download.mutate(labelUrl)}>
              {shippingMessages.downloadCourierLabels}
            </button>
          )}
          <button
            type="button"
            className={button(true)}
            disabled={chosen.length === 0 || create.isPending}
            onClick={() => ship(chosen)}
          >
            {shippingMessages.createShipments(chosen.length)}
          </button>
        </div>
      </div>
      <ul className="mt-3 divide-y divide-plum-100">
        {orders.map((o) => {
          const label = orderLabel(o.orderNumber);
          const pin = /- (\d{6}),/.exec(o.shippingAddress)?.[1];
          return (
            <li key={o._id} className="flex flex-wrap items-center gap-3 py-2">
              <input
                type="checkbox"
                id={`ship-${o._id}`}
                className="size-4 accent-plum-800"
                disabled={Boolean(o.trackingNumber)}
                checked={selected.has(o._id)}
                onChange={() => toggle(o._id)}
              />
              <label htmlFor={`ship-${o._id}`} className="min-w-24 font-medium text-plum-900">
                <span className="sr-only">Select </span>
                {label}
              </label>
              {pin && <span className="text-sm text-plum-600">PIN {pin}</span>}
              <span className="ml-auto">
                {o.trackingNumber ? (
                  <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-medium text-emerald-800">
                    AWB {o.trackingNumber}
                  </span>
                ) : (
                  <button
                    type="button"
                    className={button(false)}
                    disabled={create.isPending}
                    aria-label={`${shippingMessages.createShipment} for ${label}`}
                    onClick={() => ship([o._id])}
                  >
                    {shippingMessages.createShipment}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
