import { useEffect, useRef } from 'react';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { useAllTexts } from '../../../lib/texts.tsx';
import { FormError } from '../../../ui/form-field.tsx';
import { useSignInWithLink } from '../api/login-link.ts';

/** Spends a mailed sign-in link once, on arrival; success goes home, failure offers the sign-in page. */
export function LoginLinkSignIn({ token }: { token: string }) {
  const t = useAllTexts();
  const signIn = useSignInWithLink();
  const navigate = useNavigate();
  // A link works once: a second effect run (React's development double-mount) must not post it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    signIn.mutate(token, { onSuccess: () => navigate('/', { replace: true }) });
  }, [token, signIn, navigate]);

  if (signIn.isError)
    return (
      <div className="space-y-4">
        <FormError message={signIn.error.message} />
        <Link to="/login" className="block text-center text-sm font-medium text-plum-800 underline">
          {t.signIn}
        </Link>
      </div>
    );
  return (
    <p role="status" className="text-sm text-plum-700">
      {t.signingInWithLink}
    </p>
  );
}
