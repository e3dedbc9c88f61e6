import { AddressForm } from '@fitkit/ui/address-form';
import { ShippingMethods } from '@fitkit/ui/shipping-methods';
import { data, redirect } from 'react-router';
import { AddressBookChoice } from '../components/address-book-choice';
import { CheckoutSidebar } from '../components/checkout-sidebar';
import { SAVE_TO_ADDRESS_BOOK_FIELD } from '../lib/account-forms';
import { SITE_NAME } from '../lib/meta';
import {
  checkoutSummary,
  customerEmailCookie,
  readCheckoutStep,
  runDiscountForm,
  saveAddressStep,
} from '../server/checkout.server';
import { addressBookChoice, saveToAddressBook } from '../server/checkout-account.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { CHECKOUT_PATHS } from '../shop-routes';
import type { Route } from './+types/checkout-address';

export const meta: Route.MetaFunction = () => [
  { title: `Shipping Address | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** Checkout runs in simple mode: no search bar, no mini cart, no pop-ups. */
export const handle = { simple: true };

/**
 * The address step: the shopper's contacts and shipping methods; an empty cart goes back to the cart. A signed-in
 * shopper's address book prefills it (the default, or the contact chosen with `?address=`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const state = await readCheckoutStep(context, 'address');
  const book = await addressBookChoice(context, new URL(request.url).searchParams.get('address'));
  const shippingContact =
    book.chosen?.contact ?? state.checkout.shippingContact ?? book.byDefault?.contact ?? null;
  const billingContact =
    book.chosen?.contact ?? state.checkout.billingContact ?? book.byDefault?.contact ?? null;
  return {
    chosenAddress: book.chosen?.id ?? null,
    addressBook: book.entries,
    summary: checkoutSummary(state),
    methods: state.cart.shippingMethods ?? [],
    methodId: state.cart.shippingMethodId ?? null,
    shippingContact,
    billingContact,
    billingSame: !billingContact || !shippingContact || billingContact.address1 === shippingContact.address1,
    signedIn: book.signedIn,
  };
}

/**
 * The address form (a 303 to payment once the API saved it, with the customerEmail cookie) and the summary's
 * promo code, gift card and remove forms; the API's verdict comes back to the form that was posted.
 */
export async function action({ context, request }: Route.ActionArgs) {
  declarePage(context, 'private');
  const shopper = context.get(shopperContext);
  const form = await request.formData();
  const discount = await runDiscountForm(shopper, form);
  if (discount)
    return data(discount, { status: discount.generalError || discount.errors.length ? 400 : 200 });
  const saved = await saveAddressStep(shopper, form);
  if (!saved.ok) return data(saved.verdict, { status: 400 });
  if (form.get(SAVE_TO_ADDRESS_BOOK_FIELD) === 'true') await saveToAddressBook(shopper, form);
  return redirect(CHECKOUT_PATHS.payment, {
    status: 303,
    headers: { 'Set-Cookie': customerEmailCookie(saved.email) },
  });
}

// The address step: one form posts the contacts and the shipping method, with the order summary beside it.
export default function CheckoutAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const address = actionData?.form === 'address' ? actionData : undefined;
  return (
    <div className="page checkout-page">
      <h1>Shipping &amp; Billing</h1>
      <div className="checkout-page__layout">
        {loaderData.addressBook.length > 0 ? <AddressBookChoice entries={loaderData.addressBook} /> : null}
        <AddressForm
          key={loaderData.chosenAddress ?? 'checkout'}
          action={CHECKOUT_PATHS.address}
          defaultValues={{
            shippingContact: loaderData.shippingContact ?? undefined,
            billingContact: loaderData.billingContact ?? undefined,
          }}
          defaultBillingSameAsShipping={loaderData.billingSame}
          errors={address?.errors}
          generalError={address?.generalError}
        >
          {loaderData.signedIn ? (
            <label className="fk-address-form__check">
              <input type="checkbox" name={SAVE_TO_ADDRESS_BOOK_FIELD} value="true" />
              Save this address to my address book
            </label>
          ) : null}
          {loaderData.methods.length > 0 ? (
            <ShippingMethods
              methods={loaderData.methods}
              defaultValue={loaderData.methodId ?? undefined}
              error={address?.errors.find((e) => e.field === 'shippingMethodId')?.message}
            />
          ) : null}
        </AddressForm>
        <CheckoutSidebar summary={loaderData.summary} action={CHECKOUT_PATHS.address} verdict={actionData} />
      </div>
    </div>
  );
}
