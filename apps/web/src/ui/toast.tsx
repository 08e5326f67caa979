import { type CSSProperties, useSyncExternalStore } from 'react';

type Toast = { id: number; text: string; tone: 'success' | 'error' };
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** The one toast mechanism: `toast.success(text)` / `toast.error(text)`, shown for 4 seconds. */
export const toast = {
  success: (text: string) => push(text, 'success'),
  error: (text: string) => push(text, 'error'),
};

/** The room a bar fixed at the bottom of a phone's screen asks the toasts to keep below them. */
let bottomRoom: string | undefined;
const roomListeners = new Set<() => void>();
const setBottomRoom = (room: string | undefined) => {
  bottomRoom = room;
  for (const l of roomListeners) l();
};
/**
 * Keeps the toasts `room` above the screen's bottom edge (the product page's buy bar), until the
 * returned function is called. The room is set on the toasts' own element, not on the page: a custom
 * property changed on <body> would make the browser restyle every element of the page.
 */
export function keepToastsAbove(room: string): () => void {
  setBottomRoom(room);
  return () => setBottomRoom(undefined);
}

function push(text: string, tone: Toast['tone']) {
  const id = nextId++;
  toasts = [...toasts, { id, text, tone }];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, 4000);
}

export function Toaster() {
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
  const room = useSyncExternalStore(
    (l) => {
      roomListeners.add(l);
      return () => roomListeners.delete(l);
    },
    () => bottomRoom,
    () => undefined,
  );
  return (
    <div
      // Above a phone's bottom bar when a page has one (keepToastsAbove); the bar is gone from 1024 px.
      style={room ? ({ '--toast-room': room } as CSSProperties) : undefined}
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--toast-room,0rem)+1rem)] z-50 flex flex-col items-center gap-2 px-4 lg:bottom-4"
      aria-live="polite"
    >
      {list.map((t) => (
        <div
          key={t.id}
          role={t.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto rounded-lg px-4 py-3 text-sm shadow-lg ring-1 ring-white/20 ${t.tone === 'error' ? 'bg-red-700 text-white' : 'bg-plum-900 text-white'}`}
        >
          {t.text}
        </div>
      ))}
    </div>
  );
}
