import { type IconProps, StrokeIcon } from '../icon.tsx';

/** A bin outline for remove buttons; decorative, the button carries the label. */
export const TrashIcon = (props: IconProps) => (
  <StrokeIcon width="20" height="20" {...props}>
    <path d="M4.5 7h15M9.5 7V5.25h5V7M6.5 7l.9 12.25h9.2L17.5 7M10.25 10.5v5.5M13.75 10.5v5.5" />
  </StrokeIcon>
);

/** A shopping bag for the empty cart; decorative. */
export const BagIcon = () => (
  <StrokeIcon width="36" height="36" strokeWidth="1.3">
    <path d="M5.5 8h13l-1 12.25h-11z" />
    <path d="M9 10V6.75a3 3 0 0 1 6 0V10" />
  </StrokeIcon>
);
