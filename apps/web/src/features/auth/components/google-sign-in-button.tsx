import { useEffect, useRef } from 'react';

/** Shown only when a Google client id is configured (DESIGN §13.9). */
export const GOOGLE_CLIENT_ID: string | undefined = import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined;
const GSI_SRC = 'https://accounts.google.com/gsi/client';

type GoogleId = {
  initialize(options: { client_id: string; callback: (r: { credential?: string }) => void }): void;
  renderButton(el: HTMLElement, options: Record<string, string | number>): void;
};
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

let gsiScript: Promise<GoogleId> | null = null;

/** Loads Google Identity Services once, on the first screen that needs it. */
function loadGoogleIdentity(): Promise<GoogleId> {
  gsiScript ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services unavailable'));
    };
    script.onerror = () => reject(new Error('Google Identity Services failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    gsiScript = null;
    throw error;
  });
  return gsiScript;
}

type Props = { onCredential: (credential: string) => void; onError: () => void };

/** Google's own "Sign in with Google" button; the credential (an ID token) goes to the caller. */
export function GoogleSignInButton(props: Props) {
  if (!GOOGLE_CLIENT_ID) return null;
  return <GoogleButton clientId={GOOGLE_CLIENT_ID} {...props} />;
}

function GoogleButton({ clientId, onCredential, onError }: Props & { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCredential, onError });
  handlers.current = { onCredential, onError };

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            credential ? handlers.current.onCredential(credential) : handlers.current.onError(),
        });
        google.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'signin_with',
          width: Math.min(container.current.offsetWidth || 320, 400),
        });
      },
      () => {
        if (!cancelled) handlers.current.onError();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return <div ref={container} className="flex min-h-11 justify-center" />;
}
