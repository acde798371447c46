/** Replaces fetch with a stub that records each Request and answers with `respond(request)`. */
export function mockFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return respond(request);
  });
  return { spy, requests };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
