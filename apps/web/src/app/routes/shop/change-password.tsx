import { messages } from '@nidra/shared';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function ChangePasswordPage() {
  return (
    <AccountCard title={messages.changePassword} intro="Enter your current password, then the new one twice.">
      <PageMeta title={messages.changePassword} description={`Change the password of your ${STORE.name} account.`} />
      <ChangePasswordForm />
    </AccountCard>
  );
}
