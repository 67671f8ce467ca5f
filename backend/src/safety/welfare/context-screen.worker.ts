import { type ScreenVerdict, screenMessage } from '../screen/index.js';

/** A message with its conversation's earlier turns, as ContextScreen sends it to its thread. */
export interface ContextScreenTask {
  text: string;
  earlier: string[];
}

/** Runs in ContextScreen's worker thread: the offline screen of a message in its conversation. */
export default function screenInContext({ text, earlier }: ContextScreenTask): ScreenVerdict {
  return screenMessage(text, earlier);
}
