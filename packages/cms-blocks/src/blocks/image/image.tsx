import { CmsLink } from '../../links/cms-link';
import type { BlockComponentProps } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import { useImagePriority } from './loading';
import { CmsPicture } from './picture';
import type { ImageBlok } from './schema';

// Images follow the block's alignment and never overflow their column.
const IMAGE_CSS = `.fk-image__img{display:inline-block;vertical-align:top;max-width:100%;height:auto}
.fk-image__link{display:inline-block}`;

/** Registered component of the `image` block. */
export function ImageBlock({ blok }: BlockComponentProps<ImageBlok>) {
  const priority = useImagePriority(blok._uid);
  return (
    <BlockLayout blok={blok} slot="cms-image">
      <style href="fk-cms-image" precedence="default">
        {IMAGE_CSS}
      </style>
      <CmsLink link={blok.link} className="fk-image__link">
        <CmsPicture
          mobile={blok.image}
          tablet={blok.image_tablet}
          desktop={blok.image_desktop}
          alt={blok.alt}
          priority={priority}
          className="fk-image__img"
        />
      </CmsLink>
    </BlockLayout>
  );
}
