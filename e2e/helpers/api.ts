/**
 * Calls the server's API as a client does (JSON in and out, optional bearer session); a POST
 * when there is a body. Throws with the answer when it is not 2xx.
 */
export async function callApi(
  serverUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string | undefined } = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(`${serverUrl}/v1${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
