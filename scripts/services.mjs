// The ports and addresses of the shop, the commerce API and the payments sandbox, counted up from PORT (3000).

/** The environment the shop, the API and the sandbox start with. */
export function servicesEnv(base = process.env) {
  const port = base.PORT ?? '3000';
  const apiPort = base.API_PORT ?? String(Number(port) + 1);
  const paymentsPort = base.PAYMENTS_PORT ?? String(Number(port) + 2);
  return {
    ...base,
    PORT: port,
    API_PORT: apiPort,
    API_URL: `http://127.0.0.1:${apiPort}`,
    PAYMENTS_PORT: paymentsPort,
    // The API calls the sandbox here; browsers load its card frame from its public origin (the shop reads it too).
    SANDBOX_URL: base.SANDBOX_URL || `http://127.0.0.1:${paymentsPort}`,
    SANDBOX_PUBLIC_URL: base.SANDBOX_PUBLIC_URL || `http://127.0.0.1:${paymentsPort}`,
    // The sandbox posts its signed payment events to the API's webhook route.
    SANDBOX_WEBHOOK_URL: base.SANDBOX_WEBHOOK_URL || `http://127.0.0.1:${apiPort}/webhooks/payments/sandbox`,
  };
}
