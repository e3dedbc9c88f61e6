import { NewsletterForm } from '@fitkit/ui/newsletter-form';
import type { BlockComponentProps } from '../../registry/blocks';
import { useCmsShop } from '../../shop-context/shop-context';
import { BlockLayout } from '../layout/block-layout';
import type { SubscribeFormBlok } from './schema';

/**
 * The `subscribe_form` block from its validated fields: the kit's NewsletterForm, which posts to the shop's
 * newsletter action (so it works without JavaScript), or subscribes in the page through the CmsShopProvider's
 * `newsletter` handlers.
 */
export function SubscribeFormBlock({ blok }: BlockComponentProps<SubscribeFormBlok>) {
  const { newsletter } = useCmsShop();
  return (
    <BlockLayout blok={blok} slot="cms-subscribe-form">
      <NewsletterForm
        {...(blok.title ? { title: blok.title } : {})}
        {...(blok.text ? { text: blok.text } : {})}
        {...(blok.button_label ? { submitLabel: blok.button_label } : {})}
        {...(blok.form_name ? { formName: blok.form_name } : {})}
        {...(newsletter?.onSubscribe ? { onSubscribe: newsletter.onSubscribe } : {})}
        {...(newsletter?.onSubscribed ? { onSubscribed: newsletter.onSubscribed } : {})}
      />
    </BlockLayout>
  );
}
