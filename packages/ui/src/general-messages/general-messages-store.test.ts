import { describe, expect, it, vi } from 'vitest';
import {
  createGeneralMessagesStore,
  GENERAL_ERROR,
  PERSISTENT_PROBLEM_TEXT,
  persistentProblemText,
} from './general-messages-store';

describe('general messages', () => {
  it('keeps the texts of SPEC §8', () => {
    expect(GENERAL_ERROR).toBe('Sorry, something went wrong.  Please refresh this page and try again.');
    expect(PERSISTENT_PROBLEM_TEXT).toBe('If the problem persists please call {phone}');
    expect(persistentProblemText('(800) 555-0199')).toBe(
      'If the problem persists please call (800) 555-0199',
    );
  });

  it('collects errors and successes in order and tells subscribers', () => {
    const store = createGeneralMessagesStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.addError({ message: 'Card declined' });
    store.addError({ stack: 'TypeError: x is undefined' });
    store.addSuccess('Order cancelled');
    expect(store.state()).toEqual({
      errors: [{ message: 'Card declined' }, { stack: 'TypeError: x is undefined' }],
      successes: [{ message: 'Order cancelled' }],
    });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('clears errors and successes separately, and both at once', () => {
    const store = createGeneralMessagesStore();
    store.addError({ message: 'a' });
    store.addSuccess('b');
    store.clearErrors();
    expect(store.state()).toEqual({ errors: [], successes: [{ message: 'b' }] });
    store.clearSuccesses();
    expect(store.state()).toEqual({ errors: [], successes: [] });
    store.addError({ message: 'c' });
    store.addSuccess('d');
    store.clear();
    expect(store.state()).toEqual({ errors: [], successes: [] });
  });

  it('does not notify or change identity when clearing what is already empty', () => {
    const store = createGeneralMessagesStore();
    const before = store.state();
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    store.clearErrors();
    expect(listener).not.toHaveBeenCalled();
    expect(store.state()).toBe(before);
  });
});
