import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { useTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AuthShell } from '../../layouts/auth-shell.tsx';

export default function LoginPage() {
  const t = useTexts();
  return (
    <AuthShell title={t.signInFormLabel} intro={t.loginIntro}>
      <PageMeta
        title={t.signInFormLabel}
        description="Sign in to your Nidra account to see your orders, addresses and cart."
      />
      <LoginForm />
    </AuthShell>
  );
}
