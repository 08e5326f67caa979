import type { z } from 'zod';

type ProviderHttpOptions = {
  /** The provider's name, as error messages give it ("PhonePe", "Shiprocket"). */
  name: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs: number;
  /** The adapter's own error, from a message and, for a refusal, the HTTP status and the answer's body. */
  error: (message: string, status?: number, body?: unknown) => Error;
  /** What a refusal's body says, for the message (by default its `message` field). */
  detail?: (body: unknown) => string | undefined;
};

const messageOf = (body: unknown) => (body as { message?: string } | null)?.message;

/**
 * The HTTP calls of a provider's adapter (payments, courier): a timeout on each, JSON answers, and
 * every failure — unreachable, timed out, refused, or an answer of an unexpected shape — as the
 * adapter's own error naming the provider and the call.
 */
export function providerHttp(o: ProviderHttpOptions) {
  const detailOf = o.detail ?? messageOf;

  async function send(what: string, url: string, init: RequestInit): Promise<Response> {
    if (!url.startsWith('http')) throw o.error(`${o.name} ${what}: base URL is not configured`);
    try {
      return await o.fetch(url, { ...init, signal: AbortSignal.timeout(o.timeoutMs) });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? `timed out after ${o.timeoutMs} ms` : String(err);
      throw o.error(`${o.name} ${what} failed: ${reason}`);
    }
  }

  async function call(what: string, url: string, init: RequestInit): Promise<unknown> {
    const res = await send(what, url, init);
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // a non-JSON answer is reported below with its status
    }
    if (!res.ok) {
      const detail = detailOf(body) || text.slice(0, 200);
      throw o.error(`${o.name} ${what} failed: HTTP ${res.status} ${detail}`, res.status, body);
    }
    return body;
  }

  function parse<T>(what: string, schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw o.error(`${o.name} ${what}: unexpected answer ${JSON.stringify(body)}`);
    return parsed.data;
  }

  return { send, call, parse };
}
