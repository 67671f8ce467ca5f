/** Builds real text/event-stream bodies, cut into byte pieces at awkward places. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export function sseText(events: SseEvent[]): string {
  return events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

/** Splits the UTF-8 bytes every `size` bytes: pieces end mid-line, mid-JSON, even mid-character. */
export function splitBytes(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) pieces.push(bytes.slice(offset, offset + size));
  return pieces;
}

export interface ControlledStream {
  stream: ReadableStream<Uint8Array>;
  push(bytes: Uint8Array | string): void;
  close(): void;
  fail(error: Error): void;
}

/** A body the test feeds by hand; it errors with AbortError when `signal` aborts, as fetch does. */
export function controlledStream(signal?: AbortSignal | null): ControlledStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () => {
    if (!open) return;
    open = false;
    const abortError = new Error('The operation was aborted.');
    abortError.name = 'AbortError';
    controller.error(abortError);
  });
  return {
    stream,
    push(bytes) {
      if (open) controller.enqueue(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes);
    },
    close() {
      if (open) controller.close();
      open = false;
    },
    fail(error) {
      if (open) controller.error(error);
      open = false;
    },
  };
}

/** A finished SSE body delivering `events` in `pieceSize`-byte pieces. */
export function sseBody(events: SseEvent[], pieceSize = 7): ReadableStream<Uint8Array> {
  const pieces = splitBytes(sseText(events), pieceSize);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

export function sseResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}
