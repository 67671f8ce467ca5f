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

/** The answer this page was reading when it closed: re-attached on the next load before anything else. */
export const LIVE_TURN_KEY = 'mfQuestion.liveTurn';

interface LiveTurn {
  conversationId: string;
  turnId: string;
  question: string;
}

function rememberLive(live: LiveTurn | null) {
  try {
    if (live) localStorage.setItem(LIVE_TURN_KEY, JSON.stringify(live));
    else localStorage.removeItem(LIVE_TURN_KEY);
  } catch {
    // Storage refused: a reload then re-attaches once the conversation is loaded.
  }
}

function rememberedLive(): LiveTurn | null {
  try {
    const live = JSON.parse(localStorage.getItem(LIVE_TURN_KEY) ?? 'null') as Partial<LiveTurn> | null;
    return typeof live?.turnId === 'string' && typeof live.conversationId === 'string'
      ? { conversationId: live.conversationId, turnId: live.turnId, question: String(live.question ?? '') }
      : null;
  } catch {
    return null;
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
  const stateRef = useRef(state);
  stateRef.current = state;
  /** What follow() remembers for a turn of the open conversation. */
  const liveTurn = (turnId: string): LiveTurn => ({
    conversationId: stateRef.current.id ?? '',
    turnId,
    question: stateRef.current.turns.find((turn) => turn.id === turnId)?.question ?? '',
  });
  const reader = useRef<AbortController | null>(null);
  /** The turn `reader` is reading. */
  const following = useRef<string | null>(null);
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
    async (live: LiveTurn, attach: boolean) => {
      const { turnId } = live;
      reader.current?.abort();
      const abort = new AbortController();
      reader.current = abort;
      following.current = turnId;
      rememberLive(live);
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
          rememberLive(null);
          latest.current.onChanged();
          return;
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        // The shell is taking the student to /login.
        if (error instanceof SessionExpiredError) return;
        throw error;
      } finally {
        if (reader.current === abort) {
          reader.current = null;
          following.current = null;
        }
      }
    },
    [updateTurn],
  );

  /**
   * Right after a reload: re-attaches to the answer this page was reading in `conversationId`
   * before the conversation itself has loaded (show() then fills in the other turns).
   */
  const resume = useCallback(
    (conversationId: string) => {
      const live = rememberedLive();
      if (live?.conversationId !== conversationId) return;
      setState({
        id: conversationId,
        title: live.question,
        turns: [{ ...newTurn(live.turnId, live.question) }],
      });
      void follow(live, true);
    },
    [follow],
  );

  const show = useCallback(
    (view: ConversationView) => {
      rememberOpen(view.id);
      // Already reading one of its answers (resume): keep that turn as it is being read.
      const kept = reader.current && view.turns.some((turn) => turn.id === following.current);
      if (kept) {
        setState((previous) => ({
          id: view.id,
          title: view.title,
          turns: view.turns.map(
            (turn) =>
              previous.turns.find((mine) => mine.id === turn.id && mine.id === following.current) ??
              turnFromView(turn),
          ),
        }));
        return;
      }
      reader.current?.abort();
      const turns = view.turns.map(turnFromView);
      setState({ id: view.id, title: view.title, turns });
      const writing = turns.find((turn) => turn.phase === 'streaming');
      if (writing) {
        // Re-attach from the start: the server sends what is written at once, then the rest.
        updateTurn(writing.id, () => ({ text: '', shownAtOnce: 0, live: true, phase: 'waiting' }));
        void follow({ conversationId: view.id, turnId: writing.id, question: writing.question }, true);
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
      void follow(
        { conversationId: saved.conversationId, turnId: saved.id, question: saved.userQues },
        false,
      );
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
      void follow(liveTurn(turnId), false);
    },
    // liveTurn reads refs only.
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
      void follow(liveTurn(turnId), false);
    },
    // liveTurn reads refs only.
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
    rememberLive(null);
  }, []);

  useEffect(() => () => reader.current?.abort(), []);

  const writing = state.turns.some(isWriting);
  return { state, writing, resume, show, ask, stop, retry, regenerate, setFeedback, close };
}

export type ConversationApi = ReturnType<typeof useConversation>;
export type { TutorMode };
