import { type IconProps, StrokeIcon } from '../icon.tsx';

/** Decorative outline icons for the address buttons; the buttons carry the labels. */
const Outline = (p: IconProps) => <StrokeIcon width="20" height="20" {...p} />;

export const PencilIcon = () => (
  <Outline>
    <path d="M4.5 19.5l1-4.25L15.75 5a2.1 2.1 0 0 1 3 3L8.5 18.25z" />
    <path d="M13.75 7l3 3" />
  </Outline>
);

export const TrashIcon = () => (
  <Outline>
    <path d="M4.5 7h15M9.5 7V5.25h5V7M6.5 7l.9 12.25h9.2L17.5 7M10.25 10.5v5.5M13.75 10.5v5.5" />
  </Outline>
);
