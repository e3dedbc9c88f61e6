import type { LINE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../db/schema';
import { ApiError } from '../../http/errors';

/** An order state. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** An order line's shippingStatus. */
export type LineStatus = (typeof LINE_STATUSES)[number];
/** A payment state. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The three state machines of an order, by name. */
export interface Machines {
  order: OrderStatus;
  line: LineStatus;
  payment: PaymentStatus;
}

/** One allowed move: from, to, and the condition the caller must vouch for (shown in refusals). */
interface Arrow<S extends string> {
  from: S;
  to: S;
  /** Must be true in the context for the move; absent means always allowed. */
  when?: keyof TransitionContext;
}

/** Facts some moves depend on; the services work them out and pass them. */
export interface TransitionContext {
  /** Line cancel: the order has not shipped yet. */
  orderNotShipped?: boolean;
  /** Line return: the line was delivered no more than RETURN_DAYS ago. */
  withinReturnWindow?: boolean;
  /** Order return: every line that was delivered has been returned. */
  allLinesReturned?: boolean;
}

/** How long after delivery a line may be returned. */
export const RETURN_DAYS = 30;

/**
 * THE transition table (issue 10 §5). Beyond the arrows: PENDING → FAILED for an order whose payment
 * never succeeded (its holds released), and AUTHORISED → REFUNDED for a payment given back before it was
 * captured (a whole order cancelled before shipping). A partial refund of an authorised payment keeps it
 * AUTHORISED (the capture at shipping takes the rest); PARTLY_REFUNDED → PARTLY_REFUNDED is a further partial
 * refund.
 */
export const TRANSITIONS: { [M in keyof Machines]: readonly Arrow<Machines[M]>[] } = {
  order: [
    { from: 'PENDING', to: 'PLACED' },
    { from: 'PENDING', to: 'FAILED' },
    { from: 'PLACED', to: 'PROCESSING' },
    { from: 'PROCESSING', to: 'SHIPPED' },
    { from: 'SHIPPED', to: 'DELIVERED' },
    { from: 'PLACED', to: 'CANCELLED' },
    { from: 'PROCESSING', to: 'CANCELLED' },
    { from: 'DELIVERED', to: 'RETURNED', when: 'allLinesReturned' },
  ],
  line: [
    { from: 'PENDING', to: 'SHIPPED' },
    { from: 'SHIPPED', to: 'DELIVERED' },
    { from: 'PENDING', to: 'CANCELLED', when: 'orderNotShipped' },
    { from: 'DELIVERED', to: 'RETURN_REQUESTED', when: 'withinReturnWindow' },
    { from: 'RETURN_REQUESTED', to: 'RETURNED' },
  ],
  payment: [
    { from: 'PENDING', to: 'AUTHORISED' },
    { from: 'PENDING', to: 'FAILED' },
    { from: 'AUTHORISED', to: 'CAPTURED' },
    { from: 'AUTHORISED', to: 'REFUNDED' },
    { from: 'CAPTURED', to: 'PARTLY_REFUNDED' },
    { from: 'CAPTURED', to: 'REFUNDED' },
    { from: 'PARTLY_REFUNDED', to: 'PARTLY_REFUNDED' },
    { from: 'PARTLY_REFUNDED', to: 'REFUNDED' },
  ],
};

/** A refused move (409 INVALID_TRANSITION when it reaches a response): which machine, from and to, and why. */
export class TransitionRefused extends ApiError {
  constructor(
    readonly machine: keyof Machines,
    readonly from: string,
    readonly to: string,
    readonly reason: string,
  ) {
    super(409, 'INVALID_TRANSITION', `${machine} cannot move from ${from} to ${to}: ${reason}`);
    this.name = 'TransitionRefused';
  }
}

/** Whether a move is allowed (no throw). */
export function canMove<M extends keyof Machines>(
  machine: M,
  from: Machines[M],
  to: Machines[M],
  context: TransitionContext = {},
): boolean {
  const arrow = (TRANSITIONS[machine] as readonly Arrow<Machines[M]>[]).find(
    (a) => a.from === from && a.to === to,
  );
  return arrow !== undefined && (arrow.when === undefined || context[arrow.when] === true);
}

/** Checks a move and returns the new state; throws TransitionRefused when the table does not allow it. */
export function move<M extends keyof Machines>(
  machine: M,
  from: Machines[M],
  to: Machines[M],
  context: TransitionContext = {},
): Machines[M] {
  const arrow = (TRANSITIONS[machine] as readonly Arrow<Machines[M]>[]).find(
    (a) => a.from === from && a.to === to,
  );
  if (!arrow) throw new TransitionRefused(machine, from, to, 'no such move');
  if (arrow.when !== undefined && context[arrow.when] !== true) {
    throw new TransitionRefused(machine, from, to, `needs ${arrow.when}`);
  }
  return to;
}
