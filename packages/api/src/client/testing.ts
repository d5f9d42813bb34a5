/**
 * Test doubles for the client: a scripted fetch that records every request. Used by the client's and the
 * machines' tests; never by app code.
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
  keepalive: boolean | undefined;
}

export type FakeRoute = (
  request: RecordedRequest,
) =>
  | Response
  | { status?: number; body?: unknown }
  | Promise<Response | { status?: number; body?: unknown }>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
}

/** A fetch answering from `route`; plain objects become JSON responses (status 200 unless given). */
export function createFakeFetch(route: FakeRoute): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    init.signal?.throwIfAborted();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      credentials: init.credentials,
      keepalive: init.keepalive,
    };
    requests.push(request);
    const answer = await route(request);
    init.signal?.throwIfAborted();
    if (answer instanceof Response) return answer;
    return json(answer.body, answer.status ?? 200);
  };
  return { fetch: fakeFetch as typeof fetch, requests };
}

export function json(body: unknown, status = 200): Response {
  if (body === undefined || status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
