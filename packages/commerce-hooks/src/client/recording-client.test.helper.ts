import { createCommerceClient } from './client';

/** One request as the recording client saw it: the path and query, the body, and the headers asked for. */
export type SentRequest<H extends string> = {
  method: string;
  url: string;
  /** The JSON body parsed, the text when it is not JSON (a multipart form), or undefined when empty. */
  body: unknown;
} & Record<H, string | null>;

function bodyOf(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A commerce client whose every request is recorded and answered with `answer` (status 200 unless given). Each
 * recorded request carries the headers named in `headers`, under their names there (`{ key: 'idempotency-key' }`).
 */
export function recordingClient<H extends string = never>(
  answer: unknown = { ok: true },
  { status = 200, headers = {} as Record<H, string> }: { status?: number; headers?: Record<H, string> } = {},
) {
  const sent: SentRequest<H>[] = [];
  const api = createCommerceClient({
    baseUrl: 'http://api.test/',
    site: 'fitkit',
    fetch: async (request) => {
      const picked = Object.fromEntries(
        Object.entries<string>(headers).map(([as, name]) => [as, request.headers.get(name)]),
      ) as Record<H, string | null>;
      sent.push({
        method: request.method,
        url: request.url.replace('http://api.test', ''),
        body: bodyOf(await request.text()),
        ...picked,
      });
      return Response.json(answer, { status });
    },
  });
  return { api, sent };
}
