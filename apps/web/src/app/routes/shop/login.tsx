import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AuthShell } from '../../layouts/auth-shell.tsx';

export default function LoginPage() {
  return (
    <AuthShell title="Sign in" intro="Welcome back. Sign in to follow your orders and check out faster.">
      <PageMeta title="Sign in" description="Sign in to your Nidra account to see your orders, addresses and cart." />
      <LoginForm />
    </AuthShell>
  );
}
