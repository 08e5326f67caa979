import { FilledIcon, type IconProps, StrokeIcon } from '../icon.tsx';

/**
 * The shell's icons, drawn in the shared icon frame: only those the header and footer draw, since this
 * file is in every page's first load (a page's other icons live with its feature, e.g. contact-icons).
 * Their shapes are the symbols of index.html's sprite, in every page's HTML once: the page's script
 * carries only their names, and each icon on the page is one `<use>`, not its paths
 * (shop-icons.test.ts checks that every name has its symbol).
 */
export const MenuIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <use href="#i-menu" />
  </StrokeIcon>
);

export const CloseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <use href="#i-close" />
  </StrokeIcon>
);

export const UserIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <use href="#i-user" />
  </StrokeIcon>
);

export const BagIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <use href="#i-bag" />
  </StrokeIcon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <StrokeIcon width="16" height="16" {...p}>
    <use href="#i-chevron-down" />
  </StrokeIcon>
);

export const MoonIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <use href="#i-moon" />
  </FilledIcon>
);

export const MapPinIcon = (p: IconProps) => (
  <StrokeIcon width="20" height="20" {...p}>
    <use href="#i-map-pin" />
  </StrokeIcon>
);

export const MailIcon = (p: IconProps) => (
  <StrokeIcon width="20" height="20" {...p}>
    <use href="#i-mail" />
  </StrokeIcon>
);

export const InstagramIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <use href="#i-instagram" />
  </FilledIcon>
);

export const YouTubeIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <use href="#i-youtube" />
  </FilledIcon>
);

export const PinterestIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <use href="#i-pinterest" />
  </FilledIcon>
);

export const FacebookIcon = (p: IconProps) => (
  <FilledIcon {...p}>
    <use href="#i-facebook" />
  </FilledIcon>
);

/** The wishlist heart; filled once the piece is saved. */
export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <StrokeIcon fill={filled ? 'currentColor' : 'none'} {...p}>
    <use href="#i-heart" />
  </StrokeIcon>
);

export const SearchIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <use href="#i-search" />
  </StrokeIcon>
);
