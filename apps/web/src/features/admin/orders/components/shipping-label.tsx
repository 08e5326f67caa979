import type { ReactNode } from 'react';

/** The store's From address as it goes on a label (the same facts as the footer's). */
export type FromAddress = { name: string; phone: string; addressLines: readonly string[] };

/**
 * The joined shipping text ('Name, house, street, city, state - PIN, country. Phone: …') split for a
 * label: the name first, the rest of the address, and the mobile number.
 */
export function splitShippingAddress(text: string, mobile: string) {
  const phoneMatch = /\.\s*Phone:\s*(.+)$/.exec(text);
  const address = phoneMatch ? text.slice(0, phoneMatch.index) : text;
  const [name, ...rest] = address.split(', ');
  return { name: name ?? '', rest: rest.join(', '), mobile: mobile || phoneMatch?.[1]?.trim() || '' };
}

export function FromBlock({ from }: { from: FromAddress }) {
  return (
    <address className="text-xs not-italic leading-relaxed text-ink">
      <span className="block font-semibold">{from.name}</span>
      {from.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">Phone: {from.phone}</span>
    </address>
  );
}

export function ToBlock({
  shippingAddress,
  mobile,
  large = false,
}: {
  shippingAddress: string;
  mobile: string;
  large?: boolean;
}) {
  const to = splitShippingAddress(shippingAddress, mobile);
  return (
    <address className={`not-italic text-ink ${large ? 'text-lg leading-snug' : 'text-xs leading-relaxed'}`}>
      <span className="block font-semibold">{to.name}</span>
      <span className="block">{to.rest}</span>
      {to.mobile && <span className="block font-medium">Mobile: {to.mobile}</span>}
    </address>
  );
}

/** One printed label per order: it never splits across pages and each starts a new page. */
export function PrintedLabel({ heading, from, children }: { heading: string; from: FromAddress; children: ReactNode }) {
  return (
    <article className="mx-auto mb-6 max-w-[17cm] break-inside-avoid break-after-page rounded-md border-2 border-dashed border-black p-6 text-black last:break-after-auto">
      <div className="mb-5 flex items-baseline justify-between border-b border-black pb-2">
        <p className="text-sm font-bold uppercase tracking-[0.25em]">{from.name}</p>
        <p className="font-mono text-sm font-bold">{heading}</p>
      </div>
      <div className="grid grid-cols-[1fr_1.5fr] gap-6">
        <div>
          <p className="mb-1 text-[0.65rem] font-bold uppercase tracking-widest">From</p>
          <FromBlock from={from} />
        </div>
        <div className="border-l-2 border-black pl-6">
          <p className="mb-1 text-[0.65rem] font-bold uppercase tracking-widest">To</p>
          {children}
        </div>
      </div>
    </article>
  );
}
