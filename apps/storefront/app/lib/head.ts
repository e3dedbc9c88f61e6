import type { MetaDescriptor } from 'react-router';
import type { PageHead } from './seo';

/** Meta tags of a page from the head its loader computed: title, description, canonical, JSON-LD, robots. */
export function headMeta(head: PageHead | undefined): MetaDescriptor[] {
  if (!head) return [];
  return [
    { title: head.title },
    { name: 'description', content: head.description },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...(head.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ...(head.jsonLd ?? []).map((ld) => ({ 'script:ld+json': ld })),
  ];
}
