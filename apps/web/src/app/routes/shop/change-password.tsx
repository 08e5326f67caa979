import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function ChangePasswordPage() {
  const t = useAllTexts();
  return (
    <AccountCard title={t.changePassword} intro={t.changePasswordIntro}>
      <PageMeta title={t.changePassword} description={t.changePasswordPageDescription(STORE.name)} />
      <ChangePasswordForm />
    </AccountCard>
  );
}
