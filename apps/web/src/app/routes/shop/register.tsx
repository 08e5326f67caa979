import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AuthShell } from '../../layouts/auth-shell.tsx';

export default function RegisterPage() {
  return (
    <AuthShell title="Create your account" intro="Save your addresses, keep your cart and follow every order.">
      <PageMeta title="Create an account" description="Register with Nidra to shop women's nightwear across India." />
      <RegisterForm />
    </AuthShell>
  );
}
