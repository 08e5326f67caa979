import { messages } from '@nidra/shared';
import { LoginLinkSignIn } from '../../../features/auth/components/login-link-sign-in.tsx';
import { useParams } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function LoginLinkPage() {
  const { token = '' } = useParams();
  return (
    <AccountCard title={messages.signIn} intro="Signing in with the link we mailed you.">
      <PageMeta title={messages.signIn} description={`Sign in to your ${STORE.name} account with a mailed link.`} />
      <LoginLinkSignIn token={token} />
    </AccountCard>
  );
}
