import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function ForgotPasswordPage() {
  return (
    <AccountCard
      title="Forgot your password?"
      intro="Enter the email you registered with and we will send you a link to choose a new password."
    >
      <PageMeta title="Forgot password" description="Request a link to reset your Nidra account password." />
      <ForgotPasswordForm />
    </AccountCard>
  );
}
