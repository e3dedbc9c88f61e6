import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';

const cell = (value: string) => ({ _uid: value, value, component: '_table_col' });
const table = (fields: Record<string, unknown>) => ({ _uid: 't', component: 'table', ...fields });

describe('TableBlock', () => {
  it('renders the caption, header cells and rows of a Storyblok table', () => {
    const html = renderRawBloks([
      table({
        caption: 'Bed lengths',
        table: {
          fieldtype: 'table',
          thead: [cell('Bed'), cell('Length')].map((head) => ({ ...head, component: '_table_head' })),
          tbody: [
            { _uid: 'r1', component: '_table_row', body: [cell('Short'), cell('5 ft 7 in')] },
            { _uid: 'r2', component: '_table_row', body: [cell('Long'), cell('8 ft')] },
          ],
        },
      }),
    ]);
    expect(html).toContain('data-slot="cms-table"');
    expect(html).toContain(
      '<table><caption>Bed lengths</caption><thead><tr><th scope="col">Bed</th><th scope="col">Length</th></tr></thead><tbody><tr><td>Short</td><td>5 ft 7 in</td></tr><tr><td>Long</td><td>8 ft</td></tr></tbody></table>',
    );
  });

  it('leaves out an empty header row', () => {
    const html = renderRawBloks([
      table({ table: { thead: [{ value: '' }], tbody: [{ body: [cell('Only')] }] } }),
    ]);
    expect(html).not.toContain('<thead>');
    expect(html).toContain('<td>Only</td>');
  });

  it('renders nothing for a table without cells', () => {
    expect(renderRawBloks([table({ table: '' })])).toBe('');
  });
});
