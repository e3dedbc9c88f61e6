import type { CSSProperties } from 'react';
import { type BlockComponentProps, Blocks } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import type { ShadeBlok } from './schema';

// The tint sits between the block's background image and its content; text takes the tint's text colour.
const SHADE_CSS = `.fk-shade::before{content:"";position:absolute;inset:0;background:var(--fk-shade-color);
opacity:var(--fk-shade-opacity);pointer-events:none}
.fk-shade>.fk-layout__inner{position:relative;color:var(--fk-shade-text)}
.fk-shade .fk-link{color:inherit}`;

/** Registered component of the `shade` block. */
export function ShadeBlock({ blok }: BlockComponentProps<ShadeBlok>) {
  const color = blok.color.toLowerCase().replaceAll('_', '-');
  return (
    <BlockLayout
      blok={blok}
      slot="cms-shade"
      className="fk-shade"
      style={
        {
          '--fk-shade-color': `var(--fk-color-${color})`,
          '--fk-shade-text': `var(--fk-color-on-${color})`,
          '--fk-shade-opacity': String(blok.opacity / 100),
        } as CSSProperties
      }
    >
      <style href="fk-cms-shade" precedence="default">
        {SHADE_CSS}
      </style>
      <Blocks bloks={blok.content} />
    </BlockLayout>
  );
}
