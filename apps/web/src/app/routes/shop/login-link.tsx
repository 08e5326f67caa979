import { LoginLinkSignIn } from '../../../features/auth/components/login-link-sign-in.tsx';
import { useParams } from '../../../lib/router.tsx';
import { STORE } from '../../../lib/store-info.ts';
import { useAllTexts } from '../../../lib/texts.tsx';
import { PageMeta } from '../../../ui/page-meta.tsx';
import { AccountCard } from '../../layouts/auth-shell.tsx';

export default function LoginLinkPage() {
  const t = useAllTexts();
  const { token = '' } = useParams();
  return (
    <AccountCard title={t.signIn} intro={t.loginLinkIntro}>
      <PageMeta title={t.signIn} description={t.loginLinkPageDescription(STORE.name)} />
      <LoginLinkSignIn token={token} />
    </AccountCard>
  );
}
