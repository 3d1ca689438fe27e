export interface ClientOptions {
  baseUrl: string;
  token?: string;
  fetch?: typeof fetch;
}

export class AcmeClient {
  constructor(private readonly options: ClientOptions) {}

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await (this.options.fetch ?? fetch)(new URL(path, this.options.baseUrl), {
      method,
      headers: {
        'content-type': 'application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} failed with ${res.status}`);
    return (await res.json()) as T;
  }
}
