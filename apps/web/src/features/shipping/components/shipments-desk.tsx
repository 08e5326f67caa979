import { NDR_REASON_TEXT, orderLabel } from '@nidra/shared';
import type { ShipmentState } from '@nidra/shared/shipping/shipment.rules';
import type { StaffShipment } from '@nidra/shared/shipping/shipping.schema';
import { type FormEvent, useState } from 'react';
import { useCheckIn, useNdrAction } from '../api/act-on-shipment.ts';
import { type ShipmentFilter, useShipments } from '../api/get-shipments.ts';
import { SHIPMENT_STATE_TEXT } from './shipment-state.ts';
import { ShippingRates } from './shipping-rates.tsx';

const FILTERS: { label: string; filter: ShipmentFilter }[] = [
  { label: 'All', filter: {} },
  { label: 'NDR queue', filter: { state: 'NDR' } },
  { label: 'Pickup overdue (48 h)', filter: { overdue: true } },
  { label: 'Awaiting pickup', filter: { state: 'AWB_ASSIGNED' } },
  { label: 'In transit', filter: { state: 'IN_TRANSIT' } },
  { label: 'Out for delivery', filter: { state: 'OUT_FOR_DELIVERY' } },
  { label: 'Delivered', filter: { state: 'DELIVERED' } },
  { label: 'Returning', filter: { state: 'RTO_INITIATED' } },
  { label: 'Back at store', filter: { state: 'RTO_DELIVERED' } },
];

const small = (tone: 'primary' | 'secondary' | 'danger') =>
  `inline-flex min-h-9 items-center justify-center rounded-lg px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${
    {
      primary: 'bg-plum-900 text-white hover:bg-plum-800',
      secondary: 'border border-plum-200 bg-white text-plum-900 hover:bg-plum-50',
      danger: 'border border-red-200 bg-white text-red-800 hover:bg-red-50',
    }[tone]
  }`;

/**
 * The shipments desk: every shipment filtered by its courier state, pickups overdue 48 h after their
 * AWB flagged, the NDR queue with reattempt (corrected phone, landmark) or RTO, and returned parcels
 * to check in (which cancels the order with stock back and its refund).
 */
export function ShipmentsDesk() {
  const [active, setActive] = useState(0);
  const { data: shipments = [], isPending, isError } = useShipments(FILTERS[active].filter);
  return (
    <div>
      <ShippingRates />
      <nav aria-label="Shipment state" className="mb-4 flex gap-2 overflow-x-auto pb-1">
        {FILTERS.map((f, i) => (
          <button
            key={f.label}
            type="button"
            aria-pressed={i === active}
            onClick={() => setActive(i)}
            className={`whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium ${
              i === active ? 'bg-plum-900 text-white' : 'border border-plum-200 bg-white text-plum-800 hover:bg-plum-50'
            }`}
          >
            {f.label}
          </button>
        ))}
      </nav>
      {isPending ? (
        <p className="text-plum-600">Loading shipments…</p>
      ) : isError ? (
        <p className="text-red-800">The shipments could not be loaded.</p>
      ) : shipments.length === 0 ? (
        <p className="rounded-xl border border-dashed border-plum-200 bg-white p-6 text-center text-plum-600">
          No shipments here.
        </p>
      ) : (
        <ul className="space-y-3">
          {shipments.map((s) => (
            <ShipmentCard key={s.id} shipment={s} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ShipmentCard({ shipment: s }: { shipment: StaffShipment }) {
  const label = orderLabel(s.orderNumber);
  return (
    <li className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm" aria-label={`${label}, AWB ${s.awb}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-plum-900">
          {label} · {s.buyerName}
        </p>
        <span className="flex flex-wrap gap-2">
          {s.pickupOverdue && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              Not picked up in 48 h
            </span>
          )}
          <StateBadge state={s.state} />
        </span>
      </div>
      <p className="mt-1 text-sm text-plum-700">
        AWB {s.awb} · {s.courierName} · {s.mobile}
      </p>
      {s.ndrAttempts > 0 && (
        <p className="mt-1 text-sm text-plum-800">
          Attempt {s.ndrAttempts} failed{s.ndrReason ? `: ${NDR_REASON_TEXT[s.ndrReason]}` : ''}
          {s.ndrAction ? ` · ${s.ndrAction === 'RTO' ? 'return requested' : 'reattempt requested'}` : ''}
        </p>
      )}
      {s.state === 'NDR' && s.ndrAction !== 'RTO' && <NdrActions shipment={s} />}
      {s.state === 'RTO_DELIVERED' && <CheckIn id={s.id} label={label} />}
    </li>
  );
}

function StateBadge({ state }: { state: ShipmentState }) {
  const tone =
    state === 'DELIVERED'
      ? 'bg-emerald-50 text-emerald-800'
      : state === 'NDR' || state.startsWith('RTO')
        ? 'bg-red-50 text-red-800'
        : 'bg-plum-50 text-plum-800';
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{SHIPMENT_STATE_TEXT[state]}</span>
  );
}

function NdrActions({ shipment: s }: { shipment: StaffShipment }) {
  const act = useNdrAction();
  const [phone, setPhone] = useState('');
  const [landmark, setLandmark] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    act.mutate({
      id: s.id,
      body: { action: 'REATTEMPT', ...(phone ? { phone } : {}), ...(landmark ? { landmark } : {}) },
    });
  };
  const field = 'mt-1 block w-full rounded-lg border border-plum-200 px-3 py-2 text-sm';
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
      <label className="text-sm text-plum-800">
        Corrected phone
        <input
          className={field}
          inputMode="numeric"
          pattern="\d{10}"
          maxLength={10}
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          placeholder="10 digits"
        />
      </label>
      <label className="text-sm text-plum-800">
        Landmark
        <input className={field} value={landmark} maxLength={200} onChange={(e) => setLandmark(e.target.value)} />
      </label>
      <button type="submit" className={small('primary')} disabled={act.isPending}>
        Request reattempt
      </button>
      <button
        type="button"
        className={small('danger')}
        disabled={act.isPending}
        onClick={() => act.mutate({ id: s.id, body: { action: 'RTO' } })}
      >
        Return to origin
      </button>
    </form>
  );
}

function CheckIn({ id, label }: { id: string; label: string }) {
  const checkIn = useCheckIn();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className="text-sm text-plum-700">
        Check the parcel's contents, then check it in: {label} is cancelled, its stock goes back and a paid order is
        refunded.
      </p>
      <button
        type="button"
        className={small('primary')}
        disabled={checkIn.isPending}
        onClick={() => checkIn.mutate(id)}
      >
        Check in parcel
      </button>
    </div>
  );
}
