import { contactDescription, messages } from '@nidra/shared';
import { ContactDetails } from '../../../features/static-pages/components/contact-details.tsx';
import { InfoPageLayout } from '../../../features/static-pages/components/info-page-layout.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { PageMeta } from '../../../ui/page-meta.tsx';

export default function ContactPage() {
  return (
    <InfoPageLayout
      eyebrow={messages.contactUs}
      title="We would love to hear from you"
      lead="Questions about a size, a fabric or your order? Write, call or visit our studio in Hyderabad."
    >
      <PageMeta title={messages.contactUs} description={contactDescription(STORE)} />
      <ContactDetails />
    </InfoPageLayout>
  );
}
