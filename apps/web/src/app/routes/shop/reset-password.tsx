import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { useParams } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function ResetPasswordPage() {
  const t = useTexts();
  const { token = '' } = useParams();
  return (
    <AccountCard title={t.resetPasswordTitle} intro={t.resetPasswordIntro}>
      <PageMeta title={t.resetPasswordFormLabel} description="Choose a new password for your Nidra account." />
      <ResetPasswordForm token={token} />
    </AccountCard>
  );
}
