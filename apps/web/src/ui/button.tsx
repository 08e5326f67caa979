import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-plum-900 text-white hover:bg-plum-800 disabled:bg-plum-300',
  secondary: 'border border-plum-300 bg-white text-plum-900 hover:bg-plum-50 disabled:text-plum-300',
  ghost: 'text-plum-800 hover:bg-plum-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-medium transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
