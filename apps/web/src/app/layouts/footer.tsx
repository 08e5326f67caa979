import type { ComponentType, SVGProps } from 'react';
import { LanguageSwitch } from '../../features/language/components/language-switch.tsx';
import { Link } from '../../lib/router.tsx';
import { type SocialName, STORE } from '../../lib/store-info.ts';
import { useTexts } from '../../lib/texts.tsx';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PinterestIcon,
  YouTubeIcon,
} from '../../ui/icons/shop-icons.tsx';
import { Wordmark } from './wordmark.tsx';

const SOCIAL_ICONS: Record<SocialName, ComponentType<SVGProps<SVGSVGElement>>> = {
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
  Pinterest: PinterestIcon,
  Facebook: FacebookIcon,
};

const USEFUL_LINKS = [
  { to: '/about-us', labelKey: 'aboutUs' },
  { to: '/contact-us', labelKey: 'contactUs' },
] as const;

const POLICY_LINKS = [
  { to: '/terms-conditions', labelKey: 'termsConditions' },
  { to: '/privacy-policy', labelKey: 'privacyPolicy' },
  { to: '/refund-policy', labelKey: 'refundPolicy' },
  { to: '/shipping-policy', labelKey: 'shippingPolicy' },
] as const;

const HEADING = 'mb-4 text-xs font-semibold uppercase tracking-[0.16em] text-blush-200';
const LINK = 'rounded text-plum-100 underline-offset-4 hover:text-white hover:underline';

/** The shop footer (spec §2): contact block, social links, useful links and policies. */
export function Footer() {
  const t = useTexts();
  return (
    <footer className="mt-16 bg-plum-900 text-plum-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-4">
        <section aria-labelledby="footer-contact" className="col-span-2 lg:col-span-1">
          <Link to="/" aria-label={t.storeHome(STORE.name)} className="inline-block text-3xl">
            <Wordmark tone="light" />
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-plum-200">{t.footerAbout}</p>
          <h2 id="footer-contact" className="sr-only">
            {t.contact}
          </h2>
          <address className="mt-6 space-y-3 text-sm not-italic leading-relaxed">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 shrink-0 text-blush-200" />
              <span>
                {STORE.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 shrink-0 text-blush-200" />
              <a href={`mailto:${STORE.email}`} className={LINK}>
                {STORE.email}
              </a>
            </p>
          </address>
        </section>

        <LinkList id="footer-useful" title={t.usefulLinks} links={USEFUL_LINKS} />
        <LinkList id="footer-policy" title={t.ourPolicy} links={POLICY_LINKS} />

        <section aria-labelledby="footer-social" className="col-span-2 lg:col-span-1">
          <h2 id="footer-social" className={HEADING}>
            {t.followUs}
          </h2>
          <ul className="flex gap-2">
            {STORE.socials.map(({ name, href }) => {
              const Icon = SOCIAL_ICONS[name];
              return (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${STORE.name} on ${name}`}
                    className="grid h-11 w-11 place-items-center rounded-full border border-plum-700 text-plum-100 transition-colors hover:border-blush-200 hover:bg-plum-800 hover:text-white"
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <div className="border-t border-plum-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-5 py-5 lg:px-4">
          <LanguageSwitch tone="light" />
          <p className="text-xs text-plum-200">
            © {new Date().getFullYear()} {STORE.name}. {t.pricesInclusive}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** A titled column of footer links. */
function LinkList({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly {
    to: string;
    labelKey: 'aboutUs' | 'contactUs' | 'termsConditions' | 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy';
  }[];
}) {
  const t = useTexts();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={HEADING}>
        {title}
      </h2>
      <ul className="space-y-2.5 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={LINK}>
              {t[l.labelKey]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
