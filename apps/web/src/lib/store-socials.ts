/**
 * The store's social accounts. Plain data without build constants, because the web build reads it too
 * (vite.config.ts writes the handle into index.html's sharing tags).
 */
export const SOCIAL_HANDLE = '@nidra.nightwear';

export const SOCIALS = [
  { name: 'Instagram', href: 'https://www.instagram.com/nidra.nightwear' },
  { name: 'YouTube', href: 'https://www.youtube.com/@nidra.nightwear' },
  { name: 'Pinterest', href: 'https://in.pinterest.com/nidranightwear' },
  { name: 'Facebook', href: 'https://www.facebook.com/nidra.nightwear' },
] as const;
