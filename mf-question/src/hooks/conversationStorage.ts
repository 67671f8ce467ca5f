/**
 * What this browser remembers of the open conversation, so a reload reopens it and re-attaches to
 * the answer being read (docs/tutor.md). Logout clears it with the rest of the storage. Storage may
 * be refused (private mode): then a reload simply starts with no conversation open.
 */

/** The conversation open in this browser, reopened (and its answer re-attached) after a reload. */
export const OPEN_CONVERSATION_KEY = 'mfQuestion.openConversation';
/** The answer this page was reading when it closed: re-attached on the next load before anything else. */
export const LIVE_TURN_KEY = 'mfQuestion.liveTurn';

/** The answer being read, with what is needed to show it before its conversation has loaded. */
export interface LiveTurn {
  conversationId: string;
  turnId: string;
  question: string;
}

export function rememberOpen(id: string | null) {
  try {
    if (id) localStorage.setItem(OPEN_CONVERSATION_KEY, id);
    else localStorage.removeItem(OPEN_CONVERSATION_KEY);
  } catch {
    // Storage refused: a reload then starts with no conversation open.
  }
}

export function rememberedConversation(): string | null {
  try {
    return localStorage.getItem(OPEN_CONVERSATION_KEY);
  } catch {
    return null;
  }
}

export function rememberLive(live: LiveTurn | null) {
  try {
    if (live) localStorage.setItem(LIVE_TURN_KEY, JSON.stringify(live));
    else localStorage.removeItem(LIVE_TURN_KEY);
  } catch {
    // Storage refused: a reload then re-attaches once the conversation is loaded.
  }
}

/** The remembered answer, read defensively (anything malformed is nothing). */
export function rememberedLive(): LiveTurn | null {
  try {
    const live = JSON.parse(localStorage.getItem(LIVE_TURN_KEY) ?? 'null') as Partial<LiveTurn> | null;
    return typeof live?.turnId === 'string' && typeof live.conversationId === 'string'
      ? { conversationId: live.conversationId, turnId: live.turnId, question: String(live.question ?? '') }
      : null;
  } catch {
    return null;
  }
}
