import { describe, expect, it } from 'vitest';
import { LINE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../db/schema';
import { canMove, type Machines, move, TRANSITIONS, TransitionRefused } from './transitions';

const STATES: { [M in keyof Machines]: readonly Machines[M][] } = {
  order: ORDER_STATUSES,
  line: LINE_STATUSES,
  payment: PAYMENT_STATUSES,
};

// The issue's arrows (plus the documented additions), written out again so a change to the table is a
// deliberate change to this list too.
const EXPECTED: { [M in keyof Machines]: string[] } = {
  order: [
    'PENDING>PLACED',
    'PENDING>FAILED',
    'PLACED>PROCESSING',
    'PROCESSING>SHIPPED',
    'SHIPPED>DELIVERED',
    'PLACED>CANCELLED',
    'PROCESSING>CANCELLED',
    'DELIVERED>RETURNED?allLinesReturned',
  ],
  line: [
    'PENDING>SHIPPED',
    'SHIPPED>DELIVERED',
    'PENDING>CANCELLED?orderNotShipped',
    'DELIVERED>RETURN_REQUESTED?withinReturnWindow',
    'RETURN_REQUESTED>RETURNED',
  ],
  payment: [
    'PENDING>AUTHORISED',
    'PENDING>FAILED',
    'AUTHORISED>CAPTURED',
    'AUTHORISED>REFUNDED',
    'CAPTURED>PARTLY_REFUNDED',
    'CAPTURED>REFUNDED',
    'PARTLY_REFUNDED>PARTLY_REFUNDED',
    'PARTLY_REFUNDED>REFUNDED',
  ],
};

const machines = Object.keys(STATES) as (keyof Machines)[];

describe('the transition table', () => {
  for (const machine of machines) {
    it(`${machine}: holds exactly the listed arrows`, () => {
      expect(TRANSITIONS[machine].map((a) => `${a.from}>${a.to}${a.when ? `?${a.when}` : ''}`)).toEqual(
        EXPECTED[machine],
      );
    });

    for (const arrow of TRANSITIONS[machine]) {
      it(`${machine}: ${arrow.from} → ${arrow.to}${arrow.when ? ` when ${arrow.when}` : ''}`, () => {
        const context = arrow.when ? { [arrow.when]: true } : {};
        expect(move(machine, arrow.from as never, arrow.to as never, context)).toBe(arrow.to);
        if (arrow.when) {
          // Without its condition the same arrow is refused.
          expect(() => move(machine, arrow.from as never, arrow.to as never, {})).toThrow(TransitionRefused);
          expect(canMove(machine, arrow.from as never, arrow.to as never, { [arrow.when]: false })).toBe(
            false,
          );
        }
      });
    }

    it(`${machine}: refuses every other move, whatever the context`, () => {
      const all = { orderNotShipped: true, withinReturnWindow: true, allLinesReturned: true };
      const allowed = new Set(TRANSITIONS[machine].map((a) => `${a.from}>${a.to}`));
      let refused = 0;
      for (const from of STATES[machine]) {
        for (const to of STATES[machine]) {
          if (allowed.has(`${from}>${to}`)) continue;
          expect(canMove(machine, from as never, to as never, all)).toBe(false);
          expect(() => move(machine, from as never, to as never, all)).toThrow(TransitionRefused);
          refused++;
        }
      }
      expect(refused).toBe(STATES[machine].length ** 2 - allowed.size);
    });
  }
});
