import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PageMeta } from '../../../ui/page-meta.tsx';

/** An admin screen: the title (also the page title, '{title} · Admin'), optional actions, the content. */
export function AdminPage({
  title,
  heading = title,
  description,
  actions,
  hideHeadingInPrint = false,
  children,
}: {
  title: string;
  hideHeadingInPrint?: boolean;
  heading?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={`${title} · Admin`} />
      <div
        className={`mb-5 flex flex-wrap items-end justify-between gap-3 ${hideHeadingInPrint ? 'print:hidden' : ''}`}
      >
        <div className="min-w-0">
          <h1 className="font-display text-2xl text-plum-900 sm:text-[1.75rem]">{heading}</h1>
          {description && <p className="mt-1 text-sm text-plum-500">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2 print:hidden">{actions}</div>}
      </div>
      {children}
    </>
  );
}

/** A load failure shown in place of the content (spec §8 messages). */
export function AdminAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}

/** Small, dense buttons for table rows and toolbars. */
export function adminButton(variant: 'primary' | 'secondary' | 'ghost' | 'danger' = 'secondary', extra = ''): string {
  const tone = {
    primary: 'bg-plum-900 text-white hover:bg-plum-800 disabled:bg-plum-300',
    secondary: 'border border-plum-200 bg-white text-plum-900 hover:bg-plum-50 disabled:text-plum-300',
    ghost: 'text-plum-800 hover:bg-plum-100/70 disabled:text-plum-300',
    danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300',
  }[variant];
  return `inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed ${tone} ${extra}`;
}

/** A square icon button; `label` is its accessible name and tooltip. */
export function IconButton({
  label,
  children,
  tone = 'plain',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  label: string;
  children: ReactNode;
  tone?: 'plain' | 'danger';
}) {
  const color = tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-plum-700 hover:bg-plum-100';
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`grid h-8 w-8 place-items-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-35 ${color}`}
      {...props}
    >
      {children}
    </button>
  );
}
