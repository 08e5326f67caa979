import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { useParams } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function ResetPasswordPage() {
  const t = useAllTexts();
  const { token = '' } = useParams();
  return (
    <AccountCard title={t.resetPasswordTitle} intro={t.resetPasswordIntro}>
      <PageMeta title={t.resetPasswordFormLabel} description={t.resetPasswordPageDescription(STORE.name)} />
      <ResetPasswordForm token={token} />
    </AccountCard>
  );
}
