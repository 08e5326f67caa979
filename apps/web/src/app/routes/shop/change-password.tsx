import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function ChangePasswordPage() {
  return (
    <AccountCard title="Change Password" intro="Enter your current password, then the new one twice.">
      <PageMeta title="Change password" description="Change the password of your Nidra account." />
      <ChangePasswordForm />
    </AccountCard>
  );
}
