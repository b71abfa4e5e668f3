import type { BrowserContext, Page } from 'playwright-core';

export interface ApiAnswer<T> {
  status: number;
  json: T;
}

/**
 * A call to the API as the browser's person: from a context, through its request client (which
 * shares the context's cookies and base URL, and loads no page); from a page, through fetch() in
 * it (its cookies and Origin). Every answer of the API is JSON.
 */
export async function callApi<T = unknown>(from: BrowserContext | Page, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  if ('goto' in from) {
    return from.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(path, {
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, json: (await res.json()) as T };
      },
      { method, path, body },
    );
  }
  const res = await from.request.fetch(path, { method, ...(body === undefined ? {} : { data: body }) });
  return { status: res.status(), json: (await res.json()) as T };
}
