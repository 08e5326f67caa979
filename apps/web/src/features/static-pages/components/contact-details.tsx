import type { ReactNode } from 'react';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { ClockIcon, PhoneIcon } from '../../../ui/icons/contact-icons.tsx';
import { MailIcon, MapPinIcon } from '../../../ui/icons/shop-icons.tsx';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-plum-100 bg-white p-5">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-blush-50 text-blush-500">{icon}</span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-plum-900">{title}</h2>
        <div className="mt-1 text-[0.9375rem] leading-relaxed text-plum-800">{children}</div>
      </div>
    </li>
  );
}

const LINK = 'break-words font-medium text-plum-900 underline underline-offset-2 hover:text-plum-700';

/** The store's address, email, phone and hours, and a map of the address (spec §2: Static pages). */
export function ContactDetails() {
  const t = useAllTexts();
  return (
    <div className="grid gap-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        <Detail icon={<MapPinIcon />} title={t.contactVisit}>
          <address className="not-italic">
            {STORE.name}
            {STORE.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
        <Detail icon={<MailIcon />} title={t.emailLabel}>
          <a href={`mailto:${STORE.email}`} className={LINK}>
            {STORE.email}
          </a>
          <span className="block text-sm text-plum-700">{t.contactReplyTime}</span>
        </Detail>
        <Detail icon={<PhoneIcon />} title={t.contactPhone}>
          <a href={STORE.phoneHref} className={LINK}>
            {STORE.phone}
          </a>
        </Detail>
        <Detail icon={<ClockIcon />} title={t.contactHours}>
          {STORE.hours}
        </Detail>
      </ul>
      <div className="overflow-hidden rounded-2xl border border-plum-100 bg-plum-50">
        <iframe
          src={STORE.mapEmbedUrl}
          title={t.contactMapOf(STORE.name, STORE.addressLines.join(', '))}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block aspect-[4/3] w-full border-0 sm:aspect-[16/9]"
        />
      </div>
    </div>
  );
}
