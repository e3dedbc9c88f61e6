/**
 * Search redirects of the demo shop (SPEC §7): a search equal to one of the terms goes straight to the URL. Terms
 * are lower case; a URL is a site path or an absolute URL on another host (a full page load).
 */
export const SEARCH_REDIRECTS = [
  { terms: ['floor mats', 'floormats', 'floor mat'], url: '/c/interior/floor-mats/' },
  { terms: ['lloyd', 'lloyd mats', 'lloyds'], url: '/b/lloyds/' },
  { terms: ['seat covers', 'seatcovers'], url: '/c/interior/seat-covers/' },
  { terms: ['tonneau', 'tonneau cover', 'bed cover'], url: '/c/exterior/tonneau-covers/' },
  { terms: ['deals', 'sale', 'clearance'], url: '/specials/' },
  { terms: ['gift card', 'gift cards', 'gift certificate'], url: 'https://partner.example/gift-cards/' },
] as const satisfies readonly { terms: readonly string[]; url: string }[];
