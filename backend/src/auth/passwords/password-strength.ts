import { HttpStatus, Injectable } from '@nestjs/common';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ApiErrorException } from '../../common/api-error.js';

/** zxcvbn scores 0 to 4; below this a password is refused at sign-up and reset. */
export const MIN_PASSWORD_SCORE = 3;
export const WEAK_PASSWORD_PREFIX = 'Please choose a stronger password:';

/** The person's own details, which an attacker would try first. */
export interface PasswordOwner {
  name?: string;
  email?: string;
}

/** Name and email, whole and in pieces (`ada.lovelace@x.org` -> ada, lovelace, x, org). */
function userInputs({ name = '', email = '' }: PasswordOwner): string[] {
  const pieces = [name, email, ...`${name} ${email}`.split(/[\s@._+-]+/)];
  return [...new Set(pieces.map((piece) => piece.trim().toLowerCase()).filter((piece) => piece.length >= 3))];
}

/**
 * The password rule of sign-up and reset: @zxcvbn-ts/core with the common and English
 * dictionaries and the person's name and email, score >= 3, its feedback as the message. Existing
 * passwords are never re-checked at login (no one is locked out by the rule). The dictionaries
 * (a few MB) are loaded on first use.
 */
@Injectable()
export class PasswordStrength {
  private factory: Promise<ZxcvbnFactory> | undefined;

  /** Throws 400 with zxcvbn's feedback when the password is too easy to guess. */
  async assertStrong(password: string, owner: PasswordOwner): Promise<void> {
    const zxcvbn = await (this.factory ??= createFactory());
    const result = zxcvbn.check(password, userInputs(owner));
    if (result.score >= MIN_PASSWORD_SCORE) return;
    const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
    throw new ApiErrorException(
      HttpStatus.BAD_REQUEST,
      `${WEAK_PASSWORD_PREFIX} ${advice || 'Add another word or two that are less common.'}`,
    );
  }
}

async function createFactory(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory: Factory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new Factory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
}
