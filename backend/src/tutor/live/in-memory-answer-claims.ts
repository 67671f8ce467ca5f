import type { AnswerClaims, ClaimResult } from './answer-claims.js';

/** The AnswerClaims of one backend process. */
export class InMemoryAnswerClaims implements AnswerClaims {
  private readonly claimed = new Set<string>();
  private readonly perStudent = new Map<string, number>();

  async claim(answerId: string, studentId: string, maxPerStudent: number): Promise<ClaimResult> {
    if (this.claimed.has(answerId)) return 'taken';
    const held = this.perStudent.get(studentId) ?? 0;
    if (held >= maxPerStudent) return 'student_busy';
    this.claimed.add(answerId);
    this.perStudent.set(studentId, held + 1);
    return 'claimed';
  }

  async release(answerId: string, studentId: string): Promise<void> {
    if (!this.claimed.delete(answerId)) return;
    const held = (this.perStudent.get(studentId) ?? 1) - 1;
    if (held <= 0) this.perStudent.delete(studentId);
    else this.perStudent.set(studentId, held);
  }

  async isClaimed(answerId: string): Promise<boolean> {
    return this.claimed.has(answerId);
  }
}
