import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import type { NewsletterFormProps } from '@fitkit/ui/newsletter-form';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { emitNewsletterSubscribed, type NewsletterAnswer } from '../lib/newsletter';
import { SHOP_ROUTES } from '../shop-routes';

/**
 * The newsletter form's behaviour in the shop: subscribe through the form action (which validates, calls the API
 * and sets the customerEmail cookie), then fire the subscribed event and open the confirmation page.
 */
export function useNewsletterSignUp(): Required<Pick<NewsletterFormProps, 'onSubscribe' | 'onSubscribed'>> {
  const fetcher = useFetcher<NewsletterAnswer>();
  const navigate = useNavigate();
  const pending = useRef<((problem: string | null) => void) | null>(null);
  const { submit } = fetcher;

  // The answer arrives as fetcher data once the submission (and the revalidation after it) has settled.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !pending.current) return;
    const resolve = pending.current;
    pending.current = null;
    const answer = fetcher.data;
    if (!answer) resolve(GENERAL_ERROR);
    else resolve('error' in answer ? answer.error : null);
  }, [fetcher.state, fetcher.data]);

  const onSubscribe = useCallback<NonNullable<NewsletterFormProps['onSubscribe']>>(
    ({ email, formName }) =>
      new Promise((resolve) => {
        pending.current = resolve;
        void submit(
          { email, formName, reply: 'data' },
          { method: 'post', action: SHOP_ROUTES.newsletterSignUp },
        );
      }),
    [submit],
  );

  const onSubscribed = useCallback<NonNullable<NewsletterFormProps['onSubscribed']>>(
    (event) => {
      emitNewsletterSubscribed(window, event);
      void navigate(SHOP_ROUTES.newsletterConfirmation);
    },
    [navigate],
  );

  // One object while the handlers stay the same: it reaches blocks through context, and an unhydrated block that
  // is told of a change waits for its code.
  return useMemo(() => ({ onSubscribe, onSubscribed }), [onSubscribe, onSubscribed]);
}
