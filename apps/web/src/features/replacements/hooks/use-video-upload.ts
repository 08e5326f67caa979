import { VIDEO_MAX_BYTES } from '@nidra/shared/replacements/replacement.rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { pageAllTexts } from '../../../lib/page-language.ts';
import { getToken } from '../../../lib/session.ts';
import { useAllTexts } from '../../../lib/texts.tsx';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; sent: number; total: number }
  | { phase: 'paused'; sent: number; total: number; error: string }
  | { phase: 'done'; videoId: string; total: number }
  | { phase: 'failed'; error: string };

const CHUNK_BYTES = 4 * 1024 * 1024;
/** On a phone network the connection drops: retry after 0 s, 1 s, 3 s … up to about a minute. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000, 30000];

function serverMessage(err: Error): string {
  const body = (err as DetailedError).originalResponse?.getBody();
  try {
    return (JSON.parse(body ?? '') as { message?: string }).message ?? pageAllTexts().unexpectedError;
  } catch {
    return (err as DetailedError).originalResponse ? pageAllTexts().unexpectedError : pageAllTexts().loadingChunkFailed;
  }
}

/**
 * A 4xx other than a lock or conflict will not get better by retrying (wrong type, too large, not
 * yours); nor will a refused creation (429: three videos already uploading).
 */
const isFinal = (err: Error) => {
  const status = (err as DetailedError).originalResponse?.getStatus() ?? 0;
  if (status === 429) return (err as DetailedError).originalRequest?.getMethod() === 'POST';
  return status >= 400 && status < 500 && status !== 409 && status !== 423;
};

/**
 * The unboxing video over tus (resumable uploads): sent in chunks, retried after a dropped
 * connection, and resumed from the server's offset — also after the page is reloaded, since
 * tus-js-client remembers unfinished uploads. The client library is loaded only when a file is chosen.
 */
export function useVideoUpload(orderId: string) {
  const t = useAllTexts();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const upload = useRef<Upload | null>(null);
  useEffect(() => () => void upload.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      // Another file: the upload left behind is ended on the server, freeing its place among the shopper's three.
      await upload.current?.abort(true).catch(() => undefined);
      if (file.size > VIDEO_MAX_BYTES) return setState({ phase: 'failed', error: t.replacementVideoTooLarge });
      setState({ phase: 'uploading', sent: 0, total: file.size });
      const tus = await import('tus-js-client');
      const next = new tus.Upload(file, {
        endpoint: '/api/replacements/uploads',
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: { orderId, filename: file.name, filetype: file.type },
        headers: { Authorization: `Bearer ${getToken() ?? ''}` },
        removeFingerprintOnSuccess: true,
        onShouldRetry: (err) => !isFinal(err),
        onProgress: (sent, total) => setState({ phase: 'uploading', sent, total }),
        onSuccess: () => setState({ phase: 'done', videoId: next.url?.split('/').pop() ?? '', total: file.size }),
        onError: (err) =>
          setState((s) =>
            isFinal(err) || s.phase !== 'uploading'
              ? { phase: 'failed', error: serverMessage(err) }
              : { phase: 'paused', sent: s.sent, total: s.total, error: serverMessage(err) },
          ),
      });
      upload.current = next;
      const previous = await next.findPreviousUploads();
      if (previous[0]) next.resumeFromPreviousUpload(previous[0]);
      next.start();
    },
    [orderId, t.replacementVideoTooLarge],
  );

  /** After the retries gave up: carry on from where the server's copy ends. */
  const resume = useCallback(() => {
    setState((s) => (s.phase === 'paused' ? { phase: 'uploading', sent: s.sent, total: s.total } : s));
    upload.current?.start();
  }, []);

  return { state, start, resume };
}
