import { VIDEO_ACCEPT } from '@nidra/shared/replacements/replacement.rules';
import { useAllTexts } from '../../../lib/texts.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import type { UploadState } from '../hooks/use-video-upload.ts';

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The file picker and the upload's progress bar, with a resume button when the connection gave up. */
export function VideoUploadField({
  state,
  onFile,
  onResume,
}: {
  state: UploadState;
  onFile: (file: File) => void;
  onResume: () => void;
}) {
  const t = useAllTexts();
  const progress =
    state.phase === 'uploading' || state.phase === 'paused'
      ? state.total === 0
        ? 0
        : Math.floor((state.sent / state.total) * 100)
      : state.phase === 'done'
        ? 100
        : 0;
  return (
    <div>
      <label htmlFor="replacement-video" className="mb-1 block text-sm font-medium text-plum-900">
        {t.unboxingVideo}
      </label>
      <p id="replacement-video-hint" className="mb-2 text-xs leading-relaxed text-plum-600">
        MP4, MOV or WebM, up to 200 MB. The upload carries on if your connection drops.
      </p>
      <input
        id="replacement-video"
        type="file"
        accept={VIDEO_ACCEPT}
        aria-describedby="replacement-video-hint"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
        }}
        className="block w-full text-sm text-plum-800 file:mr-3 file:rounded-full file:border file:border-plum-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-medium file:text-plum-900 hover:file:bg-plum-50"
      />
      {state.phase !== 'idle' && state.phase !== 'failed' && (
        <div className="mt-3">
          <ProgressBar percent={progress} name="Video upload" />
          <p className="mt-1 text-xs text-plum-700" aria-live="polite">
            {state.phase === 'done'
              ? `Uploaded (${mb(state.total)})`
              : `${progress}% · ${mb(state.sent)} of ${mb(state.total)}`}
          </p>
        </div>
      )}
      {state.phase === 'paused' && (
        <p role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-800">
          {t.uploadConnectionDropped}
          <button type="button" onClick={onResume} className="font-medium text-plum-900 underline underline-offset-4">
            {t.resumeUpload}
          </button>
        </p>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {state.error}
        </p>
      )}
    </div>
  );
}
