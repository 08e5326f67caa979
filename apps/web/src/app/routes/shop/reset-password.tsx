import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { useParams } from '../../../lib/router.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AccountCard title="Choose a new password" intro="Pick something you have not used here before.">
      <PageMeta title="Reset password" description="Choose a new password for your Nidra account." />
      <ResetPasswordForm token={token} />
    </AccountCard>
  );
}
