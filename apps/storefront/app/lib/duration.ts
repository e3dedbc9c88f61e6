/** Seconds of an ISO 8601 duration such as `PT2M31S` or `PT1H2M`; 0 for anything else. */
export function isoDurationSeconds(iso: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(iso);
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Math.round(Number(s));
}
