/** What the fake answers: a status and a JSON body. */
export type XhrReply = { status: number; body: unknown };

/** A stand-in for XMLHttpRequest that records what is sent and answers `reply`, reporting progress on the way. */
export class FakeXhr {
  static sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  static reply: XhrReply = { status: 200, body: {} };
  static hold: Promise<void> = Promise.resolve();
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, body });
    void (async () => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
      await FakeXhr.hold;
      this.upload.onload?.();
      this.status = FakeXhr.reply.status;
      this.responseText = JSON.stringify(FakeXhr.reply.body);
      this.onload?.();
    })();
  }
}
