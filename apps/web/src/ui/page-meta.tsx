import { useEffect } from 'react';
import { STORE } from '../lib/store-info.ts';

/** Sets the page title and description; every screen renders one (DESIGN §9). */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = title.includes(STORE.name) ? title : `${title} | ${STORE.name}`;
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
