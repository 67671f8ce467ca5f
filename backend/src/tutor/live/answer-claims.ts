/** What `claim` found: the claim is ours, the answer is already being generated, or the student has too many. */
export type ClaimResult = 'claimed' | 'taken' | 'student_busy';

/**
 * "One generation per answer" and "at most N answers being written per student": whoever holds
 * the claim of an answer is the only one calling the model for it. In process now
 * (InMemoryAnswerClaims); a Redis implementation (one atomic script, a lease renewed while the
 * generation runs so a crashed replica's claims expire) shares them between replicas.
 */
export interface AnswerClaims {
  /** Claims `answerId` for `studentId` if nobody holds it and the student holds fewer than `maxPerStudent`. */
  claim(answerId: string, studentId: string, maxPerStudent: number): Promise<ClaimResult>;
  /** Gives the claim back (the generation ended, however). */
  release(answerId: string, studentId: string): Promise<void>;
  isClaimed(answerId: string): Promise<boolean>;
}

/** Injection token of the AnswerClaims. */
export const ANSWER_CLAIMS = Symbol('ANSWER_CLAIMS');
