import { z } from 'zod/mini';
import { blokFields, optionalTextField, storyblokComponents, tableField } from '../../fields/fields';
import { layoutFields } from '../layout/schema';

/** A data table from Storyblok's table field (size charts, fitment notes), with an optional caption. */
export const tableSchema = z
  .object({
    ...blokFields('table'),
    table: tableField('Table'),
    caption: optionalTextField('Caption', { description: 'Says what the table shows; read out first.' }),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Table', is_root: false, is_nestable: true });

/** A validated table blok. */
export type TableBlok = z.output<typeof tableSchema>;
