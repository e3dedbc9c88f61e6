import type { BlockComponentProps } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import type { TableBlok } from './schema';

// Wide tables scroll sideways inside their block instead of widening the page on phones.
const TABLE_CSS = `.fk-table{overflow-x:auto}
.fk-table table{border-collapse:collapse;width:100%;font-size:.9375rem}
.fk-table caption{caption-side:top;text-align:inherit;font-weight:700;padding-block-end:var(--fk-space-2,.5rem)}
.fk-table th,.fk-table td{border:1px solid var(--fk-color-gray-light,#d6d3d1);padding:.5rem .75rem;text-align:left;
vertical-align:top}
.fk-table th{background:var(--fk-color-gray-lightest,#f5f5f4);font-weight:700}`;

/** Registered component of the `table` block; a table without cells renders nothing. */
export function TableBlock({ blok }: BlockComponentProps<TableBlok>) {
  const { head, rows } = blok.table;
  if (head.length === 0 && rows.length === 0) return null;
  // Rows and cells are keyed by position below: they have no identity of their own.
  return (
    <BlockLayout blok={blok} slot="cms-table" className="fk-table">
      <style href="fk-cms-table" precedence="default">
        {TABLE_CSS}
      </style>
      <table>
        {blok.caption ? <caption>{blok.caption}</caption> : null}
        {head.length > 0 ? (
          <thead>
            <tr>
              {head.map((cell, index) => (
                <th key={index} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </BlockLayout>
  );
}
