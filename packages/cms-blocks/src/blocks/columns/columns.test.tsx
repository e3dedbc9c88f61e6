import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';
import { parseBlok } from '../../registry/validate';
import { COLUMN_LAYOUTS, columnCount, columnTemplate } from './layouts';

const text = (uid: string) => ({
  _uid: uid,
  component: 'text',
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: uid }] }] },
});

describe('column layouts', () => {
  it('offers the counts and splits of SPEC §9', () => {
    expect(COLUMN_LAYOUTS).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '8',
      '25-75',
      '33-66',
      '40-60',
      '60-40',
      '70-30',
      '15-70-15',
      '25-50-25',
    ]);
  });

  it.each([
    ['1', 'repeat(1, minmax(0, 1fr))', 1],
    ['8', 'repeat(8, minmax(0, 1fr))', 8],
    ['25-75', 'minmax(0, 25fr) minmax(0, 75fr)', 2],
    ['33-66', 'minmax(0, 33fr) minmax(0, 66fr)', 2],
    ['15-70-15', 'minmax(0, 15fr) minmax(0, 70fr) minmax(0, 15fr)', 3],
  ] as const)('%s', (layout, template, count) => {
    expect(columnTemplate(layout)).toBe(template);
    expect(columnCount(layout)).toBe(count);
  });
});

describe('ColumnsBlock', () => {
  it('puts each nested blok in its own column, stacking on phones by default', () => {
    const html = renderRawBloks([
      { _uid: 'c', component: 'columns', columns_layout: '3', columns: [text('a'), text('b'), text('c')] },
    ]);
    expect(html).toContain('data-slot="cms-columns"');
    expect(html).toMatch(/class="fk-columns" data-layout="3" data-count="3" data-stack=""/);
    expect(html).toContain('--fk-columns-template:repeat(3, minmax(0, 1fr))');
    expect(html).toContain('--fk-columns-gap:var(--fk-space-6, 2rem)');
    expect(html.match(/class="fk-columns__column"/g)).toHaveLength(3);
  });

  it('keeps the split on phones when stacking is off', () => {
    const html = renderRawBloks([
      {
        _uid: 'c',
        component: 'columns',
        columns_layout: '70-30',
        stack_on_mobile: false,
        gap: 'NONE',
        columns: [text('a'), text('b')],
      },
    ]);
    expect(html).toMatch(/data-count="2" style=/);
    expect(html).toContain('--fk-columns-template:minmax(0, 70fr) minmax(0, 30fr)');
    expect(html).toContain('--fk-columns-gap:0');
  });

  it('defaults to two columns and refuses layouts outside the list', () => {
    expect(parseBlok({ _uid: 'c', component: 'columns' })).toMatchObject({
      ok: true,
      blok: { columns_layout: '2', gap: 'MEDIUM', stack_on_mobile: true, columns: [] },
    });
    expect(parseBlok({ _uid: 'c', component: 'columns', columns_layout: '7' }).ok).toBe(false);
  });
});
