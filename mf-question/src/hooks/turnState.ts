import type { AnswerFeedback, ConversationView, TurnView } from '@elearning/contract';
import type { AnswerStreamOutcome } from '../api/answerStream';

/** waiting/streaming: being written now; the rest: how it ended (saved statuses, or a live error). */
export type TurnPhase = 'waiting' | 'streaming' | 'answered' | 'failed' | 'stopped' | 'pending' | 'error';

export type AnswerFailure = Extract<AnswerStreamOutcome, { kind: 'error' }>;

export interface Turn {
  id: string;
  question: string;
  text: string;
  phase: TurnPhase;
  failure: AnswerFailure | null;
  feedback: AnswerFeedback | null;
  earlierVersions: number;
  /** Streamed in this page: typed out; otherwise (saved, replayed) shown at once. */
  live: boolean;
  /** Characters to show at once (text written before this page attached); the rest is typed. */
  shownAtOnce: number;
  /** The connection dropped: re-attaching with Last-Event-ID. */
  reconnecting: boolean;
  /** Changes when the answer starts over (regenerate, retry): restarts the typing. */
  version: number;
  /** Shown instead of a withheld answer (blocked, or retracted by the answer check). */
  notice: string | null;
}

export interface ConversationState {
  id: string | null;
  title: string;
  turns: Turn[];
  /** Turns asked before the first shown: a long conversation is read a page at a time. */
  earlierTurns: number;
  /** The help card (Markdown) once a message raised the urgent tier: kept for the rest of the conversation. */
  help: string | null;
}

export const EMPTY_CONVERSATION: ConversationState = {
  id: null,
  title: '',
  turns: [],
  earlierTurns: 0,
  help: null,
};

export const isWriting = (turn: Turn | undefined) => turn?.phase === 'waiting' || turn?.phase === 'streaming';

/** A saved turn as the server sent it: shown at once, or being written (`generating`). */
export function turnFromView(view: TurnView): Turn {
  return {
    id: view.id,
    question: view.userQues,
    text: view.answer ?? '',
    phase: view.generating ? 'streaming' : view.status,
    failure: null,
    feedback: view.feedback,
    earlierVersions: view.earlierVersions,
    live: false,
    shownAtOnce: (view.answer ?? '').length,
    reconnecting: false,
    version: 0,
    notice: view.notice,
  };
}

/** A turn whose answer this page is about to read from its start. */
export function newTurn(id: string, question: string): Turn {
  return {
    id,
    question,
    text: '',
    phase: 'waiting',
    failure: null,
    feedback: null,
    earlierVersions: 0,
    live: true,
    shownAtOnce: 0,
    reconnecting: false,
    version: 0,
    notice: null,
  };
}

/** What happens to a conversation on the page; `conversationReducer` says what each does to it. */
export type ConversationEvent =
  /** After a reload: the answer being read, alone, until its conversation has loaded. */
  | { type: 'resumed'; conversationId: string; turnId: string; question: string }
  /**
   * A conversation arrived from the server. `keep`: the turn this page is already reading (kept as
   * it is); otherwise a turn still being written starts again empty, to be re-read from its start.
   */
  | { type: 'shown'; view: ConversationView; keep: string | null }
  /** An earlier page of the open conversation: its turns go before those shown. */
  | { type: 'earlier'; view: ConversationView }
  /** A first question saved: a new conversation. */
  | { type: 'started'; conversationId: string; turnId: string; question: string }
  /** A follow-up saved in the open conversation. */
  | { type: 'asked'; turnId: string; question: string }
  | { type: 'chunk'; turnId: string; text: string; replayed: boolean }
  | { type: 'reconnecting'; turnId: string }
  /** The help card arrived with an answer. */
  | { type: 'help'; markdown: string }
  | { type: 'ended'; turnId: string; outcome: AnswerStreamOutcome }
  /** Stop, when the server says there was nothing left to stop. */
  | { type: 'stopped'; turnId: string }
  /** Retry (no `earlierVersions`) or Regenerate (the server's count of kept answers). */
  | { type: 'restarted'; turnId: string; earlierVersions?: number }
  | { type: 'feedback'; turnId: string; feedback: AnswerFeedback }
  | { type: 'closed' };

function updateTurn(
  state: ConversationState,
  id: string,
  change: (turn: Turn) => Partial<Turn>,
): ConversationState {
  return {
    ...state,
    turns: state.turns.map((turn) => (turn.id === id ? { ...turn, ...change(turn) } : turn)),
  };
}

/** The turn of a conversation from the server whose answer is still being written, if any. */
export const writtenTurnOf = (view: ConversationView): string | undefined =>
  view.turns.find((turn) => turn.generating)?.id;

const PHASE_OF_OUTCOME: Record<AnswerStreamOutcome['kind'], TurnPhase> = {
  done: 'answered',
  stopped: 'stopped',
  retracted: 'stopped',
  error: 'error',
};

/** The turns' state machine: waiting → streaming (↔ reconnecting) → answered | stopped | error. */
export function conversationReducer(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'resumed':
      return {
        id: event.conversationId,
        title: event.question,
        turns: [newTurn(event.turnId, event.question)],
        earlierTurns: 0,
        help: null,
      };
    case 'shown': {
      const { view, keep } = event;
      const kept = keep === null ? undefined : state.turns.find((turn) => turn.id === keep);
      const reread = keep === null ? writtenTurnOf(view) : undefined;
      return {
        id: view.id,
        title: view.title,
        earlierTurns: view.earlierTurns,
        // A card that arrived live stays even if the view was read just before it was stored.
        help: view.help ?? (state.id === view.id ? state.help : null),
        turns: view.turns.map((turn) => {
          if (kept && turn.id === kept.id) return kept;
          // Read again from its start: the server sends what is written at once, then the rest.
          if (turn.id === reread)
            return { ...turnFromView(turn), text: '', shownAtOnce: 0, live: true, phase: 'waiting' };
          return turnFromView(turn);
        }),
      };
    }
    case 'earlier': {
      if (event.view.id !== state.id) return state;
      const shown = new Set(state.turns.map((turn) => turn.id));
      const earlier = event.view.turns.filter((turn) => !shown.has(turn.id)).map(turnFromView);
      return { ...state, turns: [...earlier, ...state.turns], earlierTurns: event.view.earlierTurns };
    }
    case 'started':
      return {
        id: event.conversationId,
        title: event.question,
        turns: [newTurn(event.turnId, event.question)],
        earlierTurns: 0,
        help: null,
      };
    case 'asked':
      return { ...state, turns: [...state.turns, newTurn(event.turnId, event.question)] };
    case 'chunk':
      return updateTurn(state, event.turnId, (turn) => ({
        phase: 'streaming',
        reconnecting: false,
        text: turn.text + event.text,
        shownAtOnce: event.replayed ? turn.text.length + event.text.length : turn.shownAtOnce,
      }));
    case 'reconnecting':
      return updateTurn(state, event.turnId, () => ({ reconnecting: true }));
    case 'help':
      return { ...state, help: event.markdown };
    case 'ended': {
      const { outcome } = event;
      return updateTurn(state, event.turnId, (turn) => ({
        reconnecting: false,
        phase: PHASE_OF_OUTCOME[outcome.kind],
        failure: outcome.kind === 'error' ? outcome : null,
        // A retracted answer disappears from the screen; the notice says why.
        ...(outcome.kind === 'retracted'
          ? { text: '', shownAtOnce: 0, notice: outcome.message }
          : { text: turn.text }),
      }));
    }
    case 'stopped':
      return updateTurn(state, event.turnId, (turn) => (isWriting(turn) ? { phase: 'stopped' } : {}));
    case 'restarted': {
      const { earlierVersions } = event;
      return updateTurn(state, event.turnId, (turn) => ({
        text: '',
        phase: 'waiting',
        failure: null,
        notice: null,
        live: true,
        shownAtOnce: 0,
        version: turn.version + 1,
        // A regenerated answer is a new one: the feedback was about the one replaced.
        ...(earlierVersions === undefined ? {} : { feedback: null, earlierVersions }),
      }));
    }
    case 'feedback':
      return updateTurn(state, event.turnId, () => ({ feedback: event.feedback }));
    case 'closed':
      return EMPTY_CONVERSATION;
  }
}
