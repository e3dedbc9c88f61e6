import { Button } from '@fitkit/ui/button';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { OrderIntent } from '../server/orders.server';

/** The reasons offered for cancelling or returning (the API takes any plain text). */
const CHANGE_REASONS = [
  'Ordered by mistake',
  'Found a better price',
  'No longer needed',
  'Does not fit my vehicle',
  'Arrived damaged',
  'Other',
] as const;

/** Props of {@link OrderChangeForm}. */
export type OrderChangeFormProps = {
  /** What the form asks for. */
  intent: OrderIntent;
  /** The line, for a line's change. */
  itemId?: string;
  /** The button's text ('Cancel Order', 'Cancel Item', 'Return Item'). */
  label: string;
  /** What the change is about, for the reason's label and the button's name ('the order', a product's name). */
  subject: string;
};

/**
 * One change of an order (cancel it, cancel a line, return a line) as a form posting to the status page's action:
 * it works without JavaScript, and with it the page's data reloads after the answer.
 */
export function OrderChangeForm({ intent, itemId, label, subject }: OrderChangeFormProps) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" className="order-change" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      <label htmlFor={`${id}-reason`}>
        Reason{' '}
        <span className="fk-visually-hidden">
          ({label}: {subject})
        </span>
      </label>
      <select id={`${id}-reason`} name="reason" defaultValue={CHANGE_REASONS[0]}>
        {CHANGE_REASONS.map((reason) => (
          <option key={reason}>{reason}</option>
        ))}
      </select>
      <Button type="submit" variant="OUTLINE" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}
