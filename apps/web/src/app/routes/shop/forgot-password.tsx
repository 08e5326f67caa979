import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function ForgotPasswordPage() {
  const t = useTexts();
  return (
    <AccountCard title={t.forgotPasswordTitle} intro={t.forgotPasswordIntro}>
      <PageMeta title={t.forgotPasswordFormLabel} description="Request a link to reset your Nidra account password." />
      <ForgotPasswordForm />
    </AccountCard>
  );
}
