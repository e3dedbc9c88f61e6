/** Waits until `url` answers 200 (up to 3 minutes, asking every 200 ms): a bench's server is up. */
export async function waitFor(url) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}
