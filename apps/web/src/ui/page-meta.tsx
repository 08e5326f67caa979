import { useEffect } from 'react';

const BRAND = 'Nidra';

/** Sets the page title and description; every screen renders one (DESIGN §9). */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = title.includes(BRAND) ? title : `${title} | ${BRAND}`;
    if (description) setMeta('description', description);
  }, [title, description]);
  return null;
}

export function setMeta(name: string, content: string, attr: 'name' | 'property' = 'name') {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, name);
    document.head.appendChild(el);
  }
  el.content = content;
}
