// A shopper ready for the checkout steps, for the benches that load those pages (js-weight, lighthouse).

/** A shopper with one part in the cart and an address saved, as the checkout journeys set it up. */
export async function checkoutShopper(base) {
  const cart = await fetch(new URL('/checkout/cart/', base), { redirect: 'manual' });
  const permId = cart.headers
    .getSetCookie()
    .map((c) => /^permId=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!permId) throw new Error('The cart page set no permId cookie');
  const cookie = `permId=${permId}`;
  const listing = await (await fetch(new URL('/api/catalogue?route=search&q=bumper', base))).json();
  const added = await fetch(new URL(`/api/cart/${permId}/items`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site': 'fitkit', cookie },
    body: JSON.stringify({ productList: [{ productId: listing.products[0].productId, qty: 1 }] }),
  });
  if (!added.ok) throw new Error(`Adding a part failed: ${added.status} ${await added.text()}`);
  const contact = {
    fullName: 'Jo Driver',
    address1: '1 Main St',
    city: 'Austin',
    stateId: 'TX',
    zipcode: '73301',
    country: 'usa',
    email: 'jo.driver@example.com',
    phone: '(512) 555-0100',
  };
  const form = new URLSearchParams({ billingSameAsShipping: 'true' });
  for (const [field, value] of Object.entries(contact)) form.set(`shippingContact.${field}`, value);
  const saved = await fetch(new URL('/checkout/address/', base), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  if (saved.status !== 303) throw new Error(`Saving the address failed: ${saved.status}`);
  return cookie;
}
