// Loaded only by the strength meter (a separate chunk): the dictionaries are large, and only the
// Sign Up and reset pages need them, once the student starts typing a password.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

export interface Strength {
  /** 0 (guessed at once) to 4 (very hard to guess); the server asks for 3 or more. */
  score: 0 | 1 | 2 | 3 | 4;
  /** zxcvbn's warning and suggestions, as the server words them. */
  advice: string;
}

/** The same rule as the backend: the person's name and email count as known words. */
export function strengthOf(password: string, userInputs: string[]): Strength {
  const pieces = userInputs.flatMap((input) => [input, ...input.split(/[\s@._+-]+/)]);
  const result = zxcvbn.check(
    password,
    pieces.filter((piece) => piece.length >= 3),
  );
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return { score: result.score, advice };
}
