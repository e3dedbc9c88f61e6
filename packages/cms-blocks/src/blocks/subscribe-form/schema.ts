import { z } from 'zod/mini';
import { blokFields, optionalTextField, storyblokComponents, storyblokFields } from '../../fields/fields';
import { layoutFields } from '../layout/schema';

/** A newsletter sign-up form placed in content; it subscribes like the footer's form. */
export const subscribeFormSchema = z
  .object({
    ...blokFields('subscribe_form'),
    title: optionalTextField('Title', { description: 'Empty shows "GET ON THE LIST".' }),
    text: optionalTextField('Text', { multiline: true }),
    button_label: optionalTextField('Button text'),
    form_name: z
      .pipe(
        z.pipe(
          z.nullish(z.string()),
          z.transform((value) => value?.trim() || undefined),
        ),
        z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'Use lower-case letters, digits and -'))),
      )
      .register(storyblokFields, {
        type: 'text',
        display_name: 'Form name',
        description: 'Sent with each sign-up to tell forms apart; empty sends "email-subscribe".',
      }),
    ...layoutFields(),
  })
  .register(storyblokComponents, { display_name: 'Subscribe form', is_root: false, is_nestable: true });

/** A validated subscribe form blok. */
export type SubscribeFormBlok = z.output<typeof subscribeFormSchema>;
