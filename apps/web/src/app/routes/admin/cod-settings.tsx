import { messages } from '@nidra/shared';
import { AdminAlert, AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { useAdminCodSettings } from '../../../features/admin/settings/api/get-cod-settings.ts';
import { CodSettingsForm } from '../../../features/admin/settings/components/cod-settings-form.tsx';

/** /admin/cod-settings: the store's Cash on Delivery offer (ADR 0014). */
export default function AdminCodSettingsPage() {
  const { data, isPending, isError } = useAdminCodSettings();
  return (
    <AdminPage
      title={messages.codSettingsTitle}
      description="Whether shoppers may pay in cash on delivery, its fee and the highest order value it is offered for."
    >
      {isError ? (
        <AdminAlert>The settings could not be loaded.</AdminAlert>
      ) : isPending ? (
        <div className="h-80 max-w-lg animate-pulse rounded-xl bg-white motion-reduce:animate-none" aria-busy="true" />
      ) : (
        <CodSettingsForm settings={data} />
      )}
    </AdminPage>
  );
}
