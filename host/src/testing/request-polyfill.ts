/**
 * jsdom has no fetch `Request`, `Response` or `Headers`, which react-router's data routers use
 * for every navigation (loaders read `request.url` and `request.signal`; `redirect()` builds a
 * `Response`). Node's own classes reject jsdom's AbortSignal, so tests of the shell's router
 * install these minimal stand-ins.
 */
class TestHeaders {
  private readonly values = new Map<string, string>();

  constructor(init?: Record<string, string> | Iterable<[string, string]> | TestHeaders) {
    if (!init) return;
    const entries = init instanceof TestHeaders ? init.entries() : Symbol.iterator in init ? init : Object.entries(init);
    for (const [name, value] of entries) this.set(name, value);
  }

  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }

  set(name: string, value: string): void {
    this.values.set(name.toLowerCase(), value);
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }

  delete(name: string): void {
    this.values.delete(name.toLowerCase());
  }

  entries(): IterableIterator<[string, string]> {
    return this.values.entries();
  }

  forEach(callback: (value: string, name: string) => void): void {
    this.values.forEach(callback);
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.values.entries();
  }
}

class TestRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers: TestHeaders;

  constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
    this.headers = new TestHeaders();
  }
}

class TestResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: TestHeaders;
  readonly body: null = null;

  constructor(_body: null, init: { status?: number; statusText?: string; headers?: TestHeaders | Record<string, string> } = {}) {
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? '';
    this.headers = new TestHeaders(init.headers);
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: TestRequest, Response: TestResponse, Headers: TestHeaders });
}
