import type { CSSProperties } from 'react';
import { DEVICE_MIN_WIDTH } from '../../devices/devices';
import { type BlockComponentProps, Blocks } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import { spacingValue } from '../layout/layout';
import { columnCount, columnTemplate } from './layouts';
import type { ColumnsBlok } from './schema';

// Phones get one column per row when stacking; from tablets up the chosen layout applies.
const COLUMNS_CSS = `.fk-columns{display:grid;gap:var(--fk-columns-gap);grid-template-columns:var(--fk-columns-template)}
.fk-columns[data-stack]{grid-template-columns:minmax(0,1fr)}
@media (min-width:${DEVICE_MIN_WIDTH.tablet}px){.fk-columns[data-stack]{grid-template-columns:var(--fk-columns-template)}}`;

/** Registered component of the `columns` block: each nested blok is one column. */
export function ColumnsBlock({ blok }: BlockComponentProps<ColumnsBlok>) {
  return (
    <BlockLayout blok={blok} slot="cms-columns">
      <style href="fk-cms-columns" precedence="default">
        {COLUMNS_CSS}
      </style>
      <div
        className="fk-columns"
        data-layout={blok.columns_layout}
        data-count={columnCount(blok.columns_layout)}
        data-stack={blok.stack_on_mobile ? '' : undefined}
        style={
          {
            '--fk-columns-template': columnTemplate(blok.columns_layout),
            '--fk-columns-gap': spacingValue(blok.gap),
          } as CSSProperties
        }
      >
        {blok.columns.map((column, index) => (
          <div
            key={typeof column._uid === 'string' && column._uid ? column._uid : `#${index}`}
            className="fk-columns__column"
          >
            <Blocks bloks={[column]} />
          </div>
        ))}
      </div>
    </BlockLayout>
  );
}
