/**
 * At most N answer streams held open per student. A whole school often reaches the gateways from
 * one public address, whose connections nginx caps (`limit_conn`): without this, one student's
 * 150 `curl -N` to their own answer would fill the school's slots (docs/security.md, "Trusted roles").
 */
export interface AnswerStreamSlots {
  /** A slot for one open stream, or null when the student already holds `max`. */
  acquire(studentId: string, max: number): Promise<StreamSlot | null>;
}

/** One open stream's place; given back when the stream ends, however it ends. */
export interface StreamSlot {
  release(): Promise<void>;
}

/** Injection token of the AnswerStreamSlots. */
export const ANSWER_STREAM_SLOTS = Symbol('ANSWER_STREAM_SLOTS');

/** The AnswerStreamSlots of one backend process (no REDIS_URL: one backend). */
export class InMemoryAnswerStreamSlots implements AnswerStreamSlots {
  private readonly open = new Map<string, number>();

  async acquire(studentId: string, max: number): Promise<StreamSlot | null> {
    const held = this.open.get(studentId) ?? 0;
    if (held >= max) return null;
    this.open.set(studentId, held + 1);
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        const left = (this.open.get(studentId) ?? 1) - 1;
        if (left <= 0) this.open.delete(studentId);
        else this.open.set(studentId, left);
      },
    };
  }
}
