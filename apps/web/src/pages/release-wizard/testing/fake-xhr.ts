/**
 * A stand-in for XMLHttpRequest in the wizard specs: jsdom's would really hit the network. Each sent request is
 * kept so a test can report upload progress and answer it when it wants to.
 */
export class FakeXhr {
  static readonly sent: FakeXhr[] = [];

  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** "METHOD /path" after /api, as mockApi names routes. */
  get key(): string {
    return `${this.method} ${this.url.replace(/^\/api/, '')}`;
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body?: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }
}

/** Replaces window.XMLHttpRequest with FakeXhr until `restore()`. */
export function installFakeXhr(): { readonly sent: FakeXhr[]; restore: () => void } {
  const original = window.XMLHttpRequest;
  FakeXhr.sent.length = 0;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return {
    sent: FakeXhr.sent,
    restore: () => {
      (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = original;
    },
  };
}
