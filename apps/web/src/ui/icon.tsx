import type { SVGProps } from 'react';

/** Props of an inline icon; width, height and strokeWidth may be overridden per use. */
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The one frame for inline outline icons (no icon library in the bundle). Decorative: the control
 * that holds an icon carries the label, so the icon is hidden from assistive technology.
 */
export function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** The same frame for solid (filled) icons. */
export function FilledIcon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}
