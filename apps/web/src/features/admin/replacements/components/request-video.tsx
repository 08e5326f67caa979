import { useState } from 'react';
import { adminButton } from '../../components/admin-page.tsx';
import { getVideoLink } from '../api/replacements.ts';

/** The unboxing video, loaded on demand and played by the browser from a signed, Range-capable link. */
export function RequestVideo({ requestId, type }: { requestId: string; type: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (!src)
    return (
      <div>
        <button
          type="button"
          className={adminButton('secondary')}
          onClick={() =>
            getVideoLink(requestId).then(
              (l) => setSrc(l.url),
              () => setFailed(true),
            )
          }
        >
          ▶ Watch unboxing video
        </button>
        {failed && (
          <p role="alert" className="mt-1 text-sm text-red-800">
            The video could not be loaded.
          </p>
        )}
      </div>
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: the shopper's own unboxing recording has no captions.
    <video controls preload="metadata" className="aspect-video w-full max-w-md rounded-lg bg-black">
      <source src={src} type={type} />
    </video>
  );
}
