import { vi } from 'vitest';

type Sent = { method: string; url: string; headers: Record<string, string>; body: FormData };

/**
 * A stand-in for XMLHttpRequest at the network boundary (the product upload uses it for progress
 * events): it records what was sent, reports upload progress and answers `respond(sent)`.
 */
export function stubXhr(respond: (sent: Sent) => [status: number, body: unknown]) {
  const sent: Sent[] = [];
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = '';
    upload = new EventTarget();
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      const request = { method: this.method, url: this.url, headers: this.headers, body };
      sent.push(request);
      setTimeout(() => {
        const progress = new ProgressEvent('progress', { lengthComputable: true, loaded: 50, total: 100 });
        this.upload.dispatchEvent(progress);
        const [status, answer] = respond(request);
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.dispatchEvent(new Event('load'));
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
