import type { Question } from '../entities/question.entity.js';
import { ANSWER_ERROR_MESSAGES, WITHHELD_NOTICES } from '../ai/answer-error.js';
import {
  compareEventIds,
  eventId,
  isFinalEvent,
  type LiveAnswerBus,
  type LiveAnswerEvent,
  parseEventId,
} from '../live/live-answer-bus.js';
import type { AnswerEventStream } from './answer-event-stream.js';

/**
 * Sends an answer to one request from just after `afterId` (all of it when null): the events the
 * bus still holds at once (the text already written as one `replayed` chunk), then the live ones
 * as the generation publishes them, until the final event. Subscribed before the replay is read,
 * so nothing published in between is lost; live events already replayed are skipped, so nothing
 * is sent twice. When the bus holds nothing for the answer (finished long ago, or this process
 * restarted), `stored` (the question as saved) serves the rest. Resolves when the stream ends or
 * the client goes away; the generation goes on either way.
 */
export async function relayAnswer(
  bus: LiveAnswerBus,
  answerId: string,
  afterId: string | null,
  events: AnswerEventStream,
  stored: () => Promise<Question>,
): Promise<void> {
  let lastSent = afterId;
  let replaying = true;
  const early: LiveAnswerEvent[] = [];
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const sendLive = (event: LiveAnswerEvent) => {
    if (lastSent !== null && compareEventIds(event.id, lastSent) <= 0) return;
    lastSent = event.id;
    events.send(event);
    if (isFinalEvent(event)) finished();
  };
  const unsubscribe = await bus.subscribe(answerId, (event) => {
    if (replaying) early.push(event);
    else sendLive(event);
  });
  events.onClientGone(finished);
  try {
    const replayed = await bus.replay(answerId, afterId);
    if (replayed === null) {
      sendStored(await stored(), afterId, events);
      return;
    }
    const text = replayed.flatMap((event) => (event.type === 'chunk' ? [event.text] : [])).join('');
    const lastChunk = replayed.filter((event) => event.type === 'chunk').at(-1);
    // The help card first: it belongs above the answer (docs/safety.md).
    const help = replayed.find((event) => event.type === 'help');
    if (help) {
      events.send(help);
      if (lastSent === null || compareEventIds(help.id, lastSent) > 0) lastSent = help.id;
    }
    const final = replayed.find(isFinalEvent);
    // A retracted answer's text is never sent again.
    if (lastChunk && final?.type !== 'retracted') {
      events.send({ id: lastChunk.id, type: 'chunk', text }, true);
      lastSent = lastChunk.id;
    }
    if (final) {
      sendLive(final);
      return;
    }
    replaying = false;
    for (const event of early) sendLive(event);
    await done;
  } finally {
    await unsubscribe();
    events.end();
  }
}

/** The rest of a saved answer after `afterId`, and how it ended. */
function sendStored(question: Question, afterId: string | null, events: AnswerEventStream): void {
  const text = question.answer ?? '';
  const from = Math.min(parseEventId(afterId)?.[0] ?? 0, text.length);
  if (from < text.length)
    events.send({ id: eventId(text.length), type: 'chunk', text: text.slice(from) }, true);
  const id = eventId(text.length, 'final');
  if (question.withheld === 'retracted')
    events.send({ id, type: 'retracted', message: WITHHELD_NOTICES.retracted });
  else if (question.withheld === 'blocked')
    events.send({ id, type: 'error', error: { code: 'blocked', message: WITHHELD_NOTICES.blocked, retryable: false } });
  else if (question.status === 'answered') events.send({ id, type: 'done' });
  else if (question.status === 'stopped') events.send({ id, type: 'stopped' });
  else
    events.send({
      id,
      type: 'error',
      error:
        question.status === 'pending'
          ? { code: 'internal', message: ANSWER_ERROR_MESSAGES.interrupted, retryable: true }
          : { code: 'upstream', message: ANSWER_ERROR_MESSAGES.upstream, retryable: true },
    });
}
