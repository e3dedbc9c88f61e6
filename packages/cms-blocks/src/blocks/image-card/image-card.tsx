import type { CSSProperties } from 'react';
import { useCms } from '../../cms-provider/cms-provider';
import { DEVICE_MIN_WIDTH } from '../../devices/devices';
import { CmsLink } from '../../links/cms-link';
import { resolveLink } from '../../links/links';
import type { BlockComponentProps } from '../../registry/blocks';
import { RichText } from '../../rich-text/rich-text';
import { useImagePriority } from '../image/loading';
import { CmsPicture } from '../image/picture';
import { BlockLayout } from '../layout/block-layout';
import type { ImageCardBlok } from './schema';
import { IMAGE_CARD_MIN_HEIGHT_PX } from './sizes';

// The image sits behind the text (isolation keeps its negative z-index inside the card); a dark gradient
// under the text keeps it readable on any picture; the link's ::after stretches over the whole card.
const IMAGE_CARD_CSS = `.fk-image-card{position:relative;isolation:isolate;display:flex;flex-direction:column;
justify-content:flex-end;min-height:var(--fk-image-card-min-m);overflow:hidden;
border-radius:var(--fk-radius-md,.5rem);color:#fff;text-align:left}
.fk-image-card__image{position:absolute;inset:0;z-index:-1;width:100%;height:100%;object-fit:cover}
.fk-image-card__body{padding:var(--fk-space-4,1rem);background:linear-gradient(transparent,rgba(0,0,0,.75) 40%)}
.fk-image-card__body .fk-link,.fk-image-card__body a{color:inherit}
.fk-image-card__link{font-weight:700;text-decoration:underline}
.fk-image-card__link::after{content:"";position:absolute;inset:0}
.fk-image-card__link:focus-visible{outline:none}
.fk-image-card:has(.fk-image-card__link:focus-visible){outline:3px solid var(--fk-color-action,#2563eb);outline-offset:2px}
@media (min-width:${DEVICE_MIN_WIDTH.tablet}px){.fk-image-card{min-height:var(--fk-image-card-min-o)}}`;

/** Registered component of the `image_card` block. */
export function ImageCardBlock({ blok }: BlockComponentProps<ImageCardBlok>) {
  const priority = useImagePriority(blok._uid);
  const minHeight = IMAGE_CARD_MIN_HEIGHT_PX[blok.size];
  const { phone } = useCms();
  // With a link, its text names the card (the picture is then decorative); without one, the picture speaks.
  const linked = resolveLink(blok.link, { phone }) !== null;
  const linkText = linked ? (blok.link_text ?? blok.image.alt) : undefined;
  return (
    <BlockLayout blok={blok} slot="cms-image-card">
      <style href="fk-cms-image-card" precedence="default">
        {IMAGE_CARD_CSS}
      </style>
      <div
        className="fk-image-card"
        data-size={blok.size}
        style={
          {
            '--fk-image-card-min-m': `${minHeight.mobile}px`,
            '--fk-image-card-min-o': `${minHeight.other}px`,
          } as CSSProperties
        }
      >
        <CmsPicture
          mobile={blok.image}
          desktop={blok.image_desktop}
          alt={linkText ? '' : undefined}
          priority={priority}
          className="fk-image-card__image"
        />
        <div className="fk-image-card__body">
          {blok.text ? <RichText doc={blok.text} /> : null}
          {linkText ? (
            <CmsLink link={blok.link} className="fk-image-card__link">
              {linkText}
            </CmsLink>
          ) : null}
        </div>
      </div>
    </BlockLayout>
  );
}
