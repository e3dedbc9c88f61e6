import { commerceQueries } from '@fitkit/commerce-hooks/query';
import { useCommerceClient } from '@fitkit/commerce-hooks/react';
import { createRichTextRenderer, type SbReactRichTextComponentMap } from '@storyblok/react';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PRICE_TOKEN_REFETCH_MS, useSettledParams } from '../blocks/search-block/use-settled-params';
import { isPreviewMode, useCms } from '../cms-provider/cms-provider';
import { CmsLink } from '../links/cms-link';
import { type LinkInput, STORYBLOK_LINK_TYPES, type StoryblokLinkType } from '../links/links';
import { priceTokenParams, priceTokenSlugs, withPrices } from './price-tokens';
import type { RichTextDoc } from './schema';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** The Storyblok rich text document, as the server validated it (`richTextField`); nothing renders when absent. */
  doc: RichTextDoc | undefined;
}

type Attrs = Record<string, unknown> | null | undefined;

function isLinkType(value: unknown): value is StoryblokLinkType {
  return (STORYBLOK_LINK_TYPES as readonly unknown[]).includes(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Storyblok's link mark keeps the target in `href` and the kind in `linktype`. */
function linkFromMark(attrs: Attrs): LinkInput {
  const href = text(attrs?.href) ?? '';
  const linktype = attrs?.linktype;
  const story = attrs?.story;
  return {
    linktype: isLinkType(linktype) ? linktype : 'url',
    url: href,
    cached_url: href,
    email: linktype === 'email' ? href : undefined,
    anchor: text(attrs?.anchor),
    target: text(attrs?.target),
    story:
      story && typeof story === 'object'
        ? {
            full_slug: text((story as Record<string, unknown>).full_slug),
            url: text((story as Record<string, unknown>).url),
          }
        : undefined,
  };
}

/** Links go through our link resolver: special links, trailing slashes, new tabs, unsafe schemes refused. */
function RichTextLink({ attrs, children }: { attrs?: Attrs; children?: ReactNode }) {
  return (
    <CmsLink className="fk-link" link={linkFromMark(attrs)}>
      {children}
    </CmsLink>
  );
}

/** Pictures load lazily for shoppers and eagerly for editors (SPEC §6). */
function RichTextImage({ attrs }: { attrs?: Attrs }) {
  const { mode } = useCms();
  return (
    <img
      src={text(attrs?.src)}
      alt={text(attrs?.alt) ?? ''}
      title={text(attrs?.title)}
      loading={isPreviewMode(mode) ? 'eager' : 'lazy'}
      decoding="async"
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}

// Storyblok's renderer, built once: its own elements for every node and mark, with ours for links and pictures.
const render = createRichTextRenderer({
  components: { link: RichTextLink, image: RichTextImage } as SbReactRichTextComponentMap,
});

/**
 * Renders a Storyblok rich text document with Storyblok's React renderer: headings, lists, quotes, code, tables,
 * pictures, emoji, text alignment and every mark the toolbar offers (colour, highlight, superscript, anchors…).
 * Text is always rendered as text, never as HTML; the server has already kept only what renders safely.
 */
export function RichText({ doc }: RichTextProps) {
  if (!doc?.content?.length) return null;
  const slugs = priceTokenSlugs(doc);
  if (slugs.length > 0) return <PricedRichText doc={doc} slugs={slugs} />;
  return <>{render(doc as Parameters<typeof render>[0])}</>;
}

/**
 * A document with price tokens: each line's price from its search (prefetched on the server with
 * `priceTokenRequests`, so shoppers get the prices in the HTML); in the visual editor, searched again 500 ms after
 * the editor stops changing the tokens.
 */
function PricedRichText({ doc, slugs }: { doc: RichTextDoc; slugs: string[] }) {
  const { mode } = useCms();
  const client = useCommerceClient();
  const settled = useSettledParams(slugs, mode === 'edit', PRICE_TOKEN_REFETCH_MS);
  const results = useQueries({
    queries: settled.map((slug) => commerceQueries.catalogue(client, priceTokenParams(slug))),
  });
  const prices = new Map<string, number>();
  settled.forEach((slug, index) => {
    const card = results[index]?.data?.products.find((product) => product.productLineSlug === slug);
    if (card) prices.set(slug, card.price.actual);
  });
  return <>{render(withPrices(doc, prices) as Parameters<typeof render>[0])}</>;
}
