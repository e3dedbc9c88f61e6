import { z } from 'zod/mini';
import {
  blokFields,
  booleanField,
  contentBlocksField,
  optionField,
  storyblokComponents,
} from '../../fields/fields';
import { LAYOUT_SPACINGS } from '../layout/layout';
import { layoutFields } from '../layout/schema';
import { COLUMN_LAYOUTS } from './layouts';

/** Bloks side by side: each nested blok is one column, and extra bloks wrap onto further rows. */
export const columnsSchema = z
  .object({
    ...blokFields('columns'),
    columns: contentBlocksField('Columns', 'Each block is one column; more blocks than columns wrap.'),
    columns_layout: optionField(COLUMN_LAYOUTS, 'Columns', '2'),
    gap: optionField(LAYOUT_SPACINGS, 'Gap', 'MEDIUM'),
    stack_on_mobile: booleanField('Stack on phones', true),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Columns', is_root: false, is_nestable: true });

/** A validated columns blok. */
export type ColumnsBlok = z.output<typeof columnsSchema>;
