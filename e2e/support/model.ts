import type { FakeScript } from '@elearning/fake-model';

/** One request the fake model server received (see support/fake-model.mjs). */
export interface ModelRequest {
  protocol: string;
  url: string;
  model: string | undefined;
  apiKey: string | null;
  body: { contents?: { role?: string; parts?: { text?: string }[] }[] } | undefined;
  piecesSent: number;
  completed: boolean;
  closedByClient: boolean;
}

function controlUrl(path: string): string {
  const base = process.env.E2E_FAKE_MODEL_CONTROL;
  if (!base) throw new Error('E2E_FAKE_MODEL_CONTROL is not set: the suite did not start the fake model server');
  return `${base}${path}`;
}

/** Forgets earlier requests and scripts what the model answers next. */
export async function scriptModel(script: Partial<FakeScript>): Promise<void> {
  const response = await fetch(controlUrl('/script'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(script),
  });
  if (!response.ok) throw new Error(`scripting the fake model failed: HTTP ${response.status}`);
}

export async function modelRequests(): Promise<ModelRequest[]> {
  const response = await fetch(controlUrl('/requests'));
  if (!response.ok) throw new Error(`reading the fake model's requests failed: HTTP ${response.status}`);
  return (await response.json()) as ModelRequest[];
}

/** Splits `text` into pieces of about `size` characters, as a model streams it. */
export function pieces(text: string, size: number): string[] {
  const result: string[] = [];
  for (let index = 0; index < text.length; index += size) result.push(text.slice(index, index + size));
  return result;
}
