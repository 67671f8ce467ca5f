import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuestionStatus, QuestionView } from '@elearning/contract';
import { SessionExpiredError } from '@elearning/remote-kit';
import { streamAnswer, type AnswerStreamOutcome } from '../api/answerStream';
import type { QuestionApi } from '../api/questionApi';

export type AnswerPhase = 'idle' | 'waiting' | 'streaming' | 'done' | 'stopped' | 'error' | 'saved';

export type AnswerFailure = Extract<AnswerStreamOutcome, { kind: 'error' }>;

export interface AnswerState {
  /** Changes on every new answer or opened question (keys the typing animation). */
  runId: number;
  questionId: string | null;
  question: string;
  text: string;
  phase: AnswerPhase;
  failure: AnswerFailure | null;
  /** For an answer opened from the history: its saved status. */
  savedStatus: QuestionStatus | null;
}

const IDLE: AnswerState = {
  runId: 0,
  questionId: null,
  question: '',
  text: '',
  phase: 'idle',
  failure: null,
  savedStatus: null,
};

/**
 * Runs POST /ques/:id/answer for one question at a time, with stop, retry and saved answers.
 * `onSettled`: the answer finished in any way (done, stopped, error), so the saved history changed.
 */
export function useAnswerStream(api: QuestionApi, onSettled: () => void) {
  const [state, setState] = useState<AnswerState>(IDLE);
  const stateRef = useRef(state);
  stateRef.current = state;
  const controller = useRef<AbortController | null>(null);
  const runCounter = useRef(0);
  const latest = useRef({ api, onSettled });
  useEffect(() => {
    latest.current = { api, onSettled };
  });

  const start = useCallback(async (questionId: string, question: string) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const runId = ++runCounter.current;
    const isCurrent = () => runCounter.current === runId;
    setState({ ...IDLE, runId, questionId, question, phase: 'waiting' });
    try {
      const outcome = await streamAnswer(latest.current.api, questionId, {
        signal: abort.signal,
        onChunk: (piece) => {
          if (isCurrent())
            setState((previous) => ({ ...previous, phase: 'streaming', text: previous.text + piece }));
        },
      });
      if (!isCurrent()) return;
      setState((previous) => ({
        ...previous,
        phase: outcome.kind === 'done' ? 'done' : outcome.kind === 'stopped' ? 'stopped' : 'error',
        failure: outcome.kind === 'error' ? outcome : null,
      }));
      latest.current.onSettled();
    } catch (error) {
      if (!isCurrent()) return;
      // The shell is taking the student to /login.
      if (error instanceof SessionExpiredError) {
        setState((previous) => ({ ...previous, phase: 'idle' }));
        return;
      }
      throw error;
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  /** Aborts the request; the server keeps what was written with status "stopped". */
  const stop = useCallback(() => controller.current?.abort(), []);

  const retry = useCallback(() => {
    const { questionId, question } = stateRef.current;
    if (questionId) void start(questionId, question);
  }, [start]);

  /** Shows a saved question from the history (no request, no typing). */
  const showSaved = useCallback((view: QuestionView) => {
    controller.current?.abort();
    const runId = ++runCounter.current;
    setState({
      ...IDLE,
      runId,
      questionId: view.id,
      question: view.userQues,
      text: view.answer ?? '',
      phase: 'saved',
      savedStatus: view.status,
    });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  const streaming = state.phase === 'waiting' || state.phase === 'streaming';
  return { state, streaming, start, stop, retry, showSaved };
}
