import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AuthShell } from '../../layouts/auth-shell.tsx';

export default function LoginPage() {
  const t = useAllTexts();
  return (
    <AuthShell title={t.signInFormLabel} intro={t.loginIntro}>
      <PageMeta title={t.signInFormLabel} description={t.loginPageDescription(STORE.name)} />
      <LoginForm />
    </AuthShell>
  );
}
