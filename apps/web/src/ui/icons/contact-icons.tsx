import { type IconProps, StrokeIcon } from '../icon.tsx';

/** The Contact Us page's own icons (the address and mail ones are the footer's, in shop-icons). */
export const PhoneIcon = (p: IconProps) => (
  <StrokeIcon width="20" height="20" {...p}>
    <path d="M6.6 3.5h2.6l1.3 4.2-2 1.3a11 11 0 0 0 6.5 6.5l1.3-2 4.2 1.3v2.6A2 2 0 0 1 18.4 20 15.4 15.4 0 0 1 4 5.6a2 2 0 0 1 2.6-2.1z" />
  </StrokeIcon>
);

export const ClockIcon = (p: IconProps) => (
  <StrokeIcon width="20" height="20" {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </StrokeIcon>
);
