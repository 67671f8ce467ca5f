import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AnswerFeedback,
  ConversationView,
  FeedbackRequest,
  TurnView,
  TutorMode,
} from '@elearning/contract';
import { SessionExpiredError } from '@elearning/remote-kit';
import { streamAnswer, type AnswerStreamOutcome } from '../api/answerStream';
import type { QuestionApi } from '../api/questionApi';

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
}

export interface ConversationState {
  id: string | null;
  title: string;
  turns: Turn[];
}

const EMPTY: ConversationState = { id: null, title: '', turns: [] };
/** Reconnect waits 1 s, 2 s, 4 s, 8 s, 8 s... then gives up and offers Retry. */
const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 8000, 8000];
/** The conversation open in this browser, reopened (and its answer re-attached) after a reload. */
export const OPEN_CONVERSATION_KEY = 'mfQuestion.openConversation';

export const isWriting = (turn: Turn | undefined) => turn?.phase === 'waiting' || turn?.phase === 'streaming';

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
  };
}

function newTurn(id: string, question: string): Turn {
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
  };
}

function rememberOpen(id: string | null) {
  try {
    if (id) localStorage.setItem(OPEN_CONVERSATION_KEY, id);
    else localStorage.removeItem(OPEN_CONVERSATION_KEY);
  } catch {
    // Storage refused (private mode): a reload then starts with no conversation open.
  }
}

export function rememberedConversation(): string | null {
  try {
    return localStorage.getItem(OPEN_CONVERSATION_KEY);
  } catch {
    return null;
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * One conversation with the tutor: its turns, the answer being written (streamed, re-attached
 * after a reload or a dropped connection with Last-Event-ID), Stop, Retry, Regenerate, feedback.
 * Leaving a conversation only stops reading it: the answer goes on on the server.
 * `onChanged`: the saved conversations changed (a new turn, an answer ended).
 */
export function useConversation(api: QuestionApi, onChanged: () => void) {
  const [state, setState] = useState<ConversationState>(EMPTY);
  const reader = useRef<AbortController | null>(null);
  const latest = useRef({ api, onChanged });
  useEffect(() => {
    latest.current = { api, onChanged };
  });

  const updateTurn = useCallback((id: string, change: (turn: Turn) => Partial<Turn>) => {
    setState((previous) => ({
      ...previous,
      turns: previous.turns.map((turn) => (turn.id === id ? { ...turn, ...change(turn) } : turn)),
    }));
  }, []);

  /** Reads the turn's answer until it ends, reconnecting after the last event when the connection drops. */
  const follow = useCallback(
    async (turnId: string, attach: boolean) => {
      reader.current?.abort();
      const abort = new AbortController();
      reader.current = abort;
      let lastEventId: string | undefined = attach ? '0-0' : undefined;
      try {
        for (let attempt = 0; ; attempt += 1) {
          const outcome = await streamAnswer(latest.current.api, turnId, {
            signal: abort.signal,
            lastEventId,
            onEventId: (id) => (lastEventId = id),
            onChunk: (piece, replayed) =>
              updateTurn(turnId, (turn) => ({
                phase: 'streaming',
                reconnecting: false,
                text: turn.text + piece,
                shownAtOnce: replayed ? turn.text.length + piece.length : turn.shownAtOnce,
              })),
          });
          if (abort.signal.aborted) return;
          const dropped =
            outcome.kind === 'error' && (outcome.code === 'network' || outcome.code === 'interrupted');
          if (dropped && attempt < RECONNECT_DELAYS_MS.length) {
            updateTurn(turnId, () => ({ reconnecting: true }));
            await sleep(RECONNECT_DELAYS_MS[attempt]!, abort.signal);
            if (abort.signal.aborted) return;
            // Whatever happened to the request, the answer goes on on the server: re-attach to it.
            lastEventId ??= '0-0';
            continue;
          }
          updateTurn(turnId, () => ({
            reconnecting: false,
            phase: outcome.kind === 'done' ? 'answered' : outcome.kind === 'stopped' ? 'stopped' : 'error',
            failure: outcome.kind === 'error' ? outcome : null,
          }));
          latest.current.onChanged();
          return;
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        // The shell is taking the student to /login.
        if (error instanceof SessionExpiredError) return;
        throw error;
      } finally {
        if (reader.current === abort) reader.current = null;
      }
    },
    [updateTurn],
  );

  const show = useCallback(
    (view: ConversationView) => {
      reader.current?.abort();
      const turns = view.turns.map(turnFromView);
      setState({ id: view.id, title: view.title, turns });
      rememberOpen(view.id);
      const writing = turns.find((turn) => turn.phase === 'streaming');
      if (writing) {
        // Re-attach from the start: the server sends what is written at once, then the rest.
        updateTurn(writing.id, () => ({ text: '', shownAtOnce: 0, live: true, phase: 'waiting' }));
        void follow(writing.id, true);
      }
    },
    [follow, updateTurn],
  );

  /** Starts a new conversation with its first question, or adds a follow-up to the open one. */
  const ask = useCallback(
    async (userQues: string, asFollowUp: boolean) => {
      const { api } = latest.current;
      const conversationId = asFollowUp ? state.id : null;
      const saved = conversationId
        ? await api.followUp(conversationId, userQues)
        : await api.startConversation(userQues);
      const turn = newTurn(saved.id, saved.userQues);
      if (conversationId) setState((previous) => ({ ...previous, turns: [...previous.turns, turn] }));
      else {
        reader.current?.abort();
        setState({ id: saved.conversationId, title: saved.userQues, turns: [turn] });
        rememberOpen(saved.conversationId);
      }
      latest.current.onChanged();
      void follow(saved.id, false);
      return saved;
    },
    [follow, state.id],
  );

  /** The explicit Stop: the server stops the answer and the stream ends with `stopped`. */
  const stop = useCallback(
    async (turnId: string) => {
      const stopping = await latest.current.api.stop(turnId);
      if (!stopping) updateTurn(turnId, (turn) => (isWriting(turn) ? { phase: 'stopped' } : {}));
    },
    [updateTurn],
  );

  /** Asks again for a failed or stopped answer. */
  const retry = useCallback(
    (turnId: string) => {
      updateTurn(turnId, (turn) => ({
        text: '',
        phase: 'waiting',
        failure: null,
        live: true,
        shownAtOnce: 0,
        version: turn.version + 1,
      }));
      void follow(turnId, false);
    },
    [follow, updateTurn],
  );

  /** Replaces the last answer with a new one (the server keeps the earlier version). */
  const regenerate = useCallback(
    async (turnId: string) => {
      const reset = await latest.current.api.regenerate(turnId);
      updateTurn(turnId, (turn) => ({
        text: '',
        phase: 'waiting',
        failure: null,
        feedback: null,
        live: true,
        shownAtOnce: 0,
        earlierVersions: reset.earlierVersions,
        version: turn.version + 1,
      }));
      void follow(turnId, false);
    },
    [follow, updateTurn],
  );

  const setFeedback = useCallback(
    async (turnId: string, feedback: FeedbackRequest) => {
      const saved = await latest.current.api.setFeedback(turnId, feedback);
      updateTurn(turnId, () => ({ feedback: saved }));
    },
    [updateTurn],
  );

  /** New question: leaves the conversation (its answer, if any, goes on on the server). */
  const close = useCallback(() => {
    reader.current?.abort();
    setState(EMPTY);
    rememberOpen(null);
  }, []);

  useEffect(() => () => reader.current?.abort(), []);

  const writing = state.turns.some(isWriting);
  return { state, writing, show, ask, stop, retry, regenerate, setFeedback, close };
}

export type ConversationApi = ReturnType<typeof useConversation>;
export type { TutorMode };
