import { ContactDetails } from '../../../features/static-pages/components/contact-details.tsx';
import { InfoPageLayout } from '../../../features/static-pages/components/info-page-layout.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';

export default function ContactPage() {
  const t = useAllTexts();
  return (
    <InfoPageLayout eyebrow={t.contactUs} title={t.contactTitle} lead={t.contactLead}>
      <PageMeta
        title={t.contactUs}
        description={t.contactPageDescription(STORE.name, STORE.addressLines.join(', '), STORE.email)}
      />
      <ContactDetails />
    </InfoPageLayout>
  );
}
