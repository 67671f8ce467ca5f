import type { QuestionStatus } from '@elearning/contract';
import type { ChatMessage } from '../ai/answer-provider.js';

/** An earlier turn of the conversation as stored. */
export interface EarlierTurn {
  question: string;
  answer: string | null;
  status: QuestionStatus;
}

/** What the model is told in place of an answer that did not finish: never a complete answer. */
export const INCOMPLETE_ANSWER_NOTE = '[This answer was cut off before it was finished.]';
export const NO_ANSWER_NOTE = '[No answer was given to this question.]';
/** Where the first turn's answer was shortened to fit the budget. */
export const SHORTENED_NOTE = '[…shortened]';

/** The model's side of a turn: the answer, or what stands for it when it failed, stopped or never came. */
function modelText(turn: EarlierTurn): string {
  const text = turn.answer?.trim() ?? '';
  if (turn.status === 'answered' && text !== '') return turn.answer!;
  return text === '' ? NO_ANSWER_NOTE : `${turn.answer!}\n\n${INCOMPLETE_ANSWER_NOTE}`;
}

const size = (messages: ChatMessage[]) => messages.reduce((sum, message) => sum + message.text.length, 0);

/**
 * The earlier turns as real multi-turn history (user/model pairs, oldest first) within
 * `budgetChars` characters: the most recent turns are kept and the oldest dropped first, except
 * the first question, which is always sent (with as much of its answer as fits) because it says
 * what the conversation is about. Failed, stopped and unfinished answers are sent with a note that
 * they are incomplete, so the model never takes them for complete answers.
 */
export function buildHistory(turns: EarlierTurn[], budgetChars: number): ChatMessage[] {
  if (turns.length === 0) return [];
  const pair = (turn: EarlierTurn): ChatMessage[] => [
    { role: 'user', text: turn.question },
    { role: 'model', text: modelText(turn) },
  ];
  const [first, ...rest] = turns as [EarlierTurn, ...EarlierTurn[]];
  const firstPair = pair(first);
  const kept: ChatMessage[][] = [];
  let used = size(firstPair);
  for (let index = rest.length - 1; index >= 0; index -= 1) {
    const messages = pair(rest[index]!);
    if (used + size(messages) > budgetChars) break;
    kept.unshift(messages);
    used += size(messages);
  }
  if (used > budgetChars) {
    // Only the first turn is left and it alone is over the budget: shorten its answer.
    const room = Math.max(0, budgetChars - first.question.length - SHORTENED_NOTE.length - 1);
    firstPair[1] = {
      role: 'model',
      text: `${firstPair[1]!.text.slice(0, room)} ${SHORTENED_NOTE}`.trimStart(),
    };
  }
  return [...firstPair, ...kept.flat()];
}
