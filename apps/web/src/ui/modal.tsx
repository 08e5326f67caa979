import { type ReactNode, useEffect, useRef } from 'react';

/** An accessible dialog: focus moves in, Escape and the backdrop close it. */
export function Modal({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      className="m-auto max-h-[90vh] max-w-[min(90vw,56rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      {open && children}
    </dialog>
  );
}
