import { screenAnswerText } from './answer-screen.js';

/** The school's classifier on a stretch of answer: the checks that found it harmful, or null (not harmful, or no verdict). */
export type ClassifyAnswerText = (text: string) => Promise<string[] | null>;

/** A sentence ends at . ! ? or a line break followed by white space (or a Markdown line). */
const SENTENCE_END = /[.!?\n](?=\s)|\n/g;

/**
 * Checks one answer as the model writes it, a sentence at a time (docs/safety.md, "The answer as it
 * streams"): each finished sentence goes through the offline answer screen at once and, with a
 * classifier, the sentences finished since its last verdict go to it in one request (one request
 * in flight per answer, so a class asking at once does not multiply the calls by the sentences).
 * The pieces are shown as they come; a flagged answer is retracted afterwards (`onFlagged`).
 */
export class AnswerContentCheck {
  private text = '';
  /** Characters of `text` up to the end of the last finished sentence. */
  private finished = 0;
  /** Characters already sent to the classifier. */
  private classified = 0;
  private inFlight: Promise<void> | null = null;
  private flaggedChecks: string[] | null = null;

  constructor(
    private readonly classify: ClassifyAnswerText | null,
    private readonly onFlagged: (checks: string[]) => void,
  ) {}

  /** The checks that flagged the answer so far, or null. */
  get flagged(): string[] | null {
    return this.flaggedChecks;
  }

  /** A piece of the answer as the model wrote it. */
  add(piece: string): void {
    if (this.flaggedChecks) return;
    // Only the new piece (and the character before it) is scanned: scanning the whole answer at
    // every piece would flatten and re-read it each time (a class asking at once pays per piece).
    const before = this.text.length > 0 ? this.text[this.text.length - 1]! : '';
    const from = this.text.length - before.length;
    this.text += piece;
    const scanned = before + piece;
    let end = -1;
    SENTENCE_END.lastIndex = 0;
    for (let match = SENTENCE_END.exec(scanned); match; match = SENTENCE_END.exec(scanned))
      end = from + match.index + 1;
    if (end > this.finished) this.checkUpTo(end);
  }

  /** The answer is complete: the rest is checked, and every verdict is waited for. Resolves with the flagging checks or null. */
  async finish(): Promise<string[] | null> {
    if (!this.flaggedChecks && this.finished < this.text.length) this.checkUpTo(this.text.length);
    while (this.inFlight) await this.inFlight;
    return this.flaggedChecks;
  }

  private checkUpTo(end: number): void {
    // The previous sentence goes with the new ones: a harmful instruction may straddle a boundary.
    const previousStart = Math.max(0, this.text.lastIndexOf('.', this.finished - 2) + 1);
    const stretch = this.text.slice(previousStart, end);
    this.finished = end;
    const offline = screenAnswerText(stretch);
    if (offline.harmful) return this.flag(offline.matched.map((rule) => `answer-screen:${rule}`));
    this.sendToClassifier();
  }

  private sendToClassifier(): void {
    if (!this.classify || this.inFlight || this.classified >= this.finished || this.flaggedChecks) return;
    const from = this.classified;
    const to = this.finished;
    this.classified = to;
    this.inFlight = this.classify(this.text.slice(from, to))
      .then((checks) => {
        if (checks) this.flag(checks);
      })
      .catch(() => undefined)
      .finally(() => {
        this.inFlight = null;
        this.sendToClassifier();
      });
  }

  private flag(checks: string[]): void {
    if (this.flaggedChecks) return;
    this.flaggedChecks = checks;
    this.onFlagged(checks);
  }
}
