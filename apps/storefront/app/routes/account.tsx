import { CHANGE_PASSWORD_FIELDS, PROFILE_FIELDS } from '@fitkit/ui/account-form';
import { AccountSection } from '@fitkit/ui/account-section';
import { AddressBookList } from '@fitkit/ui/address-book';
import { Button } from '@fitkit/ui/button';
import { OrderHistoryList } from '@fitkit/ui/order-history';
import { SavedCardList } from '@fitkit/ui/saved-cards';
import { data, Form, Link } from 'react-router';
import { AccountFormSection } from '../components/account-form-page';
import { ACCOUNT_NOTICES } from '../lib/account-forms';
import { CSRF_FIELD } from '../lib/csrf-field';
import { privatePageMeta } from '../lib/meta';
import { relayRedirect, requireAccount, submitAccountForm } from '../server/account.server';
import {
  type AccountActionAnswer,
  doneRedirect,
  readAccountData,
  runEntryForm,
} from '../server/account-data.server';
import { csrfToken, requireCsrfPost } from '../server/csrf.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { callShopperApi } from '../server/shopper-api.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => privatePageMeta('My account');

/** The signed-in shopper's account; a signed-out shopper is sent to sign in and brought back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const account = await requireAccount(request, context.get(shopperContext));
  const done = new URL(request.url).searchParams.get('done') ?? '';
  const { token, headers } = csrfToken(request);
  return data(
    {
      name: account.name,
      email: account.email,
      ...(await readAccountData(context)),
      done: ACCOUNT_NOTICES[done] ? done : null,
      csrfToken: token,
    },
    { headers },
  );
}

/**
 * The account page's forms, told apart by `intent`: the name and the password (the account forms' rules, then
 * the API), the newsletter preference, and removing a saved card. Each goes back to the page with its notice
 * (303), or answers its form's errors.
 */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  await requireCsrfPost(request);
  const shopper = context.get(shopperContext);
  await requireAccount(request, shopper);
  const intent = (await request.clone().formData()).get('intent');
  const here = ACCOUNT_PATHS.account;
  const onForm = async (answer: Awaited<ReturnType<typeof submitAccountForm>>) =>
    answer instanceof Response || !('data' in answer)
      ? answer
      : data({ ...answer.data, form: intent }, answer.init ?? {});
  if (intent === 'profile') {
    return onForm(
      await submitAccountForm(
        { request, context },
        { fields: PROFILE_FIELDS, apiPath: 'account/profile', done: () => doneRedirect(here, 'profile') },
      ),
    );
  }
  if (intent === 'password') {
    return onForm(
      await submitAccountForm(
        { request, context },
        {
          fields: CHANGE_PASSWORD_FIELDS,
          apiPath: 'account/password',
          done: (result) => relayRedirect(`${here}?done=password`, result.sessionCookies),
        },
      ),
    );
  }
  const form = await request.formData();
  if (intent === 'newsletter') {
    const subscribed = form.get('subscribed') === 'true';
    const result = await callShopperApi(shopper, 'POST', 'account/newsletter', { body: { subscribed } });
    if (result.ok) return doneRedirect(here, 'newsletter');
    return data<AccountActionAnswer>(
      { form: 'newsletter', errors: [], generalError: result.message },
      { status: result.status },
    );
  }
  const answer = await runEntryForm(context, form, here);
  if (answer instanceof Response) return answer;
  return data<AccountActionAnswer>(
    answer ?? { form: 'unknown', errors: [], generalError: 'Please try again.' },
    {
      status: 400,
    },
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, addresses, cards, orders, newsletter, done } = loaderData;
  const answer = actionData as (AccountActionAnswer & { values?: Record<string, string> }) | undefined;
  const notice = (form: string) => (done?.startsWith(form) ? ACCOUNT_NOTICES[done] : null);
  const refused = (form: string) => (answer?.form === form ? answer : undefined);
  const token = { [CSRF_FIELD]: loaderData.csrfToken };
  return (
    <div className="page account-page">
      <h1>My account</h1>
      <AccountSection title="Profile" description={`${name}, signed in as ${email}.`}>
        <AccountFormSection
          label="Your name"
          fields={PROFILE_FIELDS}
          submitLabel="Save name"
          action={ACCOUNT_PATHS.account}
          hiddenFields={{ ...token, intent: 'profile' }}
          defaultValues={{ name }}
          notice={notice('profile')}
          answer={refused('profile')}
        />
      </AccountSection>
      <p>
        <Link to={ACCOUNT_PATHS.wishlist}>My wishlist</Link>
      </p>
      <AccountSection title="Password" description="Changing it signs you out everywhere else.">
        <AccountFormSection
          label="Change password"
          fields={CHANGE_PASSWORD_FIELDS}
          submitLabel="Change password"
          action={ACCOUNT_PATHS.account}
          hiddenFields={{ ...token, intent: 'password' }}
          notice={notice('password')}
          answer={refused('password')}
        />
      </AccountSection>
      <AccountSection
        title="Address book"
        description="Your default address fills in the checkout."
        notice={notice('address')}
        more={{ href: ACCOUNT_PATHS.addresses, label: 'Add an address' }}
      >
        <AddressBookList
          entries={addresses.map((entry) => ({ ...entry, contact: { ...entry.contact, subscribe: false } }))}
          action={ACCOUNT_PATHS.addresses}
          editHref={ACCOUNT_PATHS.address}
          hiddenFields={token}
        />
      </AccountSection>
      <AccountSection
        title="Orders"
        description="Orders placed while signed in, and with your e-mail address."
      >
        <OrderHistoryList orders={orders} orderHref={ACCOUNT_PATHS.order} />
      </AccountSection>
      <AccountSection
        title="Saved cards"
        description="Our payment provider keeps your cards; we keep only the brand and the last four digits."
        notice={notice('card')}
      >
        <SavedCardList cards={cards} action={ACCOUNT_PATHS.account} hiddenFields={token} />
      </AccountSection>
      <AccountSection
        title="Garage"
        description="Your vehicles follow you to every browser you sign in on."
        more={{ href: ACCOUNT_PATHS.garage, label: 'My garage' }}
      />
      <AccountSection
        title="Newsletter"
        description={newsletter ? 'You get our newsletter.' : 'You do not get our newsletter.'}
        notice={notice('newsletter') ?? refused('newsletter')?.generalError ?? null}
      >
        <Form method="post" action={ACCOUNT_PATHS.account}>
          <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
          <input type="hidden" name="intent" value="newsletter" />
          <input type="hidden" name="subscribed" value={newsletter ? 'false' : 'true'} />
          <Button type="submit" variant="OUTLINE">
            {newsletter ? 'Unsubscribe' : 'Subscribe'}
          </Button>
        </Form>
      </AccountSection>
      <AccountSection
        title="Delete my account"
        description="Your personal data is removed; your orders are kept as the law requires, without your e-mail and phone."
        more={{ href: ACCOUNT_PATHS.delete, label: 'Delete my account' }}
      />
      <div className="account-sign-out">
        <Form method="post" action={ACCOUNT_PATHS.signOut} reloadDocument>
          <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
          <Button type="submit">Sign out</Button>
        </Form>
        <Form method="post" action={ACCOUNT_PATHS.signOut} reloadDocument>
          <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
          <input type="hidden" name="everywhere" value="on" />
          <Button type="submit" variant="OUTLINE">
            Sign out everywhere
          </Button>
        </Form>
      </div>
    </div>
  );
}
