import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AuthShell } from '../../layouts/auth-shell.tsx';

export default function RegisterPage() {
  const t = useAllTexts();
  return (
    <AuthShell title={t.registerTitle} intro={t.registerIntro}>
      <PageMeta title={t.registerPageTitle} description={t.registerPageDescription(STORE.name)} />
      <RegisterForm />
    </AuthShell>
  );
}
