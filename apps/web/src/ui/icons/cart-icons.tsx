import { type IconProps, StrokeIcon } from '../icon.tsx';

/** A bin outline for remove buttons; decorative, the button carries the label. */
export const TrashIcon = (props: IconProps) => (
  <StrokeIcon width="20" height="20" {...props}>
    <path d="M4.5 7h15M9.5 7V5.25h5V7M6.5 7l.9 12.25h9.2L17.5 7M10.25 10.5v5.5M13.75 10.5v5.5" />
  </StrokeIcon>
);
