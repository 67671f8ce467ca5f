import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ConversationView, FeedbackRequest } from '@elearning/contract';
import type { QuestionApi } from '../api/questionApi';
import { type LiveTurn, rememberLive, rememberOpen, rememberedLive } from './conversationStorage';
import { EMPTY_CONVERSATION, conversationReducer, isWriting, writtenTurnOf } from './turnState';
import { useAnswerReader } from './useAnswerReader';

/**
 * One conversation with the tutor: its turns (turnState.ts), the answer being written (read with
 * reconnects by useAnswerReader.ts, re-attached after a reload through conversationStorage.ts),
 * Stop, Retry, Regenerate, feedback. Leaving a conversation only stops reading it: the answer goes
 * on on the server. `onChanged`: the saved conversations changed (a new turn, an answer ended).
 */
export function useConversation(api: QuestionApi, onChanged: () => void) {
  const [state, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  const stateRef = useRef(state);
  stateRef.current = state;
  const latest = useRef({ api, onChanged });
  useEffect(() => {
    latest.current = { api, onChanged };
  });
  const { read, leave, readingTurn } = useAnswerReader(api);

  /** What is remembered for a turn of the open conversation while its answer is read. */
  const liveTurn = (turnId: string): LiveTurn => ({
    conversationId: stateRef.current.id ?? '',
    turnId,
    question: stateRef.current.turns.find((turn) => turn.id === turnId)?.question ?? '',
  });

  /** Reads the turn's answer until it ends, remembered meanwhile so a reload re-attaches to it. */
  const follow = useCallback(
    async (live: LiveTurn, attach: boolean) => {
      const { turnId } = live;
      rememberLive(live);
      const outcome = await read(turnId, {
        attach,
        onChunk: (text, replayed) => dispatch({ type: 'chunk', turnId, text, replayed }),
        onReconnecting: () => dispatch({ type: 'reconnecting', turnId }),
        onHelp: (markdown) => dispatch({ type: 'help', markdown }),
      });
      if (!outcome) return;
      dispatch({ type: 'ended', turnId, outcome });
      rememberLive(null);
      latest.current.onChanged();
    },
    [read],
  );

  /**
   * Right after a reload: re-attaches to the answer this page was reading in `conversationId`
   * before the conversation itself has loaded (show() then fills in the other turns).
   */
  const resume = useCallback(
    (conversationId: string) => {
      const live = rememberedLive();
      if (live?.conversationId !== conversationId) return;
      dispatch({ type: 'resumed', ...live });
      void follow(live, true);
    },
    [follow],
  );

  const show = useCallback(
    (view: ConversationView) => {
      rememberOpen(view.id);
      // Already reading one of its answers (resume): keep that turn as it is being read.
      const reading = readingTurn();
      if (reading && view.turns.some((turn) => turn.id === reading)) {
        dispatch({ type: 'shown', view, keep: reading });
        return;
      }
      leave();
      dispatch({ type: 'shown', view, keep: null });
      const written = view.turns.find((turn) => turn.id === writtenTurnOf(view));
      if (written)
        void follow({ conversationId: view.id, turnId: written.id, question: written.userQues }, true);
    },
    [follow, leave, readingTurn],
  );

  /** An earlier page of the open conversation, read by "Show earlier questions". */
  const showEarlier = useCallback((view: ConversationView) => dispatch({ type: 'earlier', view }), []);

  /**
   * Starts a new conversation with its first question (in the class `classId`), or adds a
   * follow-up to the open one (which stays in its conversation's class).
   */
  const ask = useCallback(
    async (userQues: string, asFollowUp: boolean, classId?: string) => {
      const { api } = latest.current;
      const conversationId = asFollowUp ? state.id : null;
      const saved = conversationId
        ? await api.followUp(conversationId, userQues)
        : await api.startConversation(userQues, classId);
      if (conversationId) dispatch({ type: 'asked', turnId: saved.id, question: saved.userQues });
      else {
        leave();
        dispatch({
          type: 'started',
          conversationId: saved.conversationId,
          turnId: saved.id,
          question: saved.userQues,
        });
        rememberOpen(saved.conversationId);
      }
      latest.current.onChanged();
      void follow(
        { conversationId: saved.conversationId, turnId: saved.id, question: saved.userQues },
        false,
      );
      return saved;
    },
    [follow, leave, state.id],
  );

  /** The explicit Stop: the server stops the answer and the stream ends with `stopped`. */
  const stop = useCallback(async (turnId: string) => {
    const stopping = await latest.current.api.stop(turnId);
    if (!stopping) dispatch({ type: 'stopped', turnId });
  }, []);

  /** Asks again for a failed or stopped answer. */
  const retry = useCallback(
    (turnId: string) => {
      const live = liveTurn(turnId);
      dispatch({ type: 'restarted', turnId });
      void follow(live, false);
    },
    // liveTurn reads refs only.
    [follow],
  );

  /** Replaces the last answer with a new one (the server keeps the earlier version). */
  const regenerate = useCallback(
    async (turnId: string) => {
      const reset = await latest.current.api.regenerate(turnId);
      const live = liveTurn(turnId);
      dispatch({ type: 'restarted', turnId, earlierVersions: reset.earlierVersions });
      void follow(live, false);
    },
    // liveTurn reads refs only.
    [follow],
  );

  const setFeedback = useCallback(async (turnId: string, feedback: FeedbackRequest) => {
    const saved = await latest.current.api.setFeedback(turnId, feedback);
    dispatch({ type: 'feedback', turnId, feedback: saved });
  }, []);

  /** New question: leaves the conversation (its answer, if any, goes on on the server). */
  const close = useCallback(() => {
    leave();
    dispatch({ type: 'closed' });
    rememberOpen(null);
    rememberLive(null);
  }, [leave]);

  const writing = state.turns.some(isWriting);
  return { state, writing, resume, show, showEarlier, ask, stop, retry, regenerate, setFeedback, close };
}

export type ConversationApi = ReturnType<typeof useConversation>;
