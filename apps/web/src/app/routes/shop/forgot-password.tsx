import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function ForgotPasswordPage() {
  const t = useAllTexts();
  return (
    <AccountCard title={t.forgotPasswordTitle} intro={t.forgotPasswordIntro}>
      <PageMeta title={t.forgotPasswordFormLabel} description={t.forgotPasswordPageDescription(STORE.name)} />
      <ForgotPasswordForm />
    </AccountCard>
  );
}
