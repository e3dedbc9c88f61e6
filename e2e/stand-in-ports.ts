/** The loopback ports of the wallet journeys' provider stand-ins, from the first one (see provider-stand-ins.ts). */
export function standInPorts(first: number) {
  return { control: first, stripe: first + 1, paypal: first + 2, affirm: first + 3, bolt: first + 4 };
}

/** Past the two shops' six ports (E2E_PORT and the next five). */
export const STAND_IN_PORTS = standInPorts(Number(process.env.E2E_PORT ?? 3100) + 6);

/** The base URL of a stand-in on loopback. */
export const standInUrl = (port: number) => `http://127.0.0.1:${port}`;
