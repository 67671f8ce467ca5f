import { Injectable } from '@nestjs/common';
import { TeacherQuestionsStore } from './teacher-questions-store.js';

/**
 * A search is "common" when Postgres's statistics expect it in at least this share of the rows: the
 * last week of a teacher of 5 classes (about 1,550 questions in the seeded school year) then holds
 * about 31 matches, more than a page of 21.
 */
export const COMMON_SHARE = 0.02;

/** How long the statistics read are used: ANALYZE (autovacuum) changes them slowly, not per request. */
const REFRESH_MS = 10 * 60_000;

type Vector = 'text_search' | 'answer_search';

/**
 * Which search words are common in the school's questions and answers, from the statistics the
 * planner itself uses (pg_stats' most common elements of the stored vectors), read once per
 * REFRESH_MS per process. A word not listed is rare; before the first ANALYZE every word is.
 */
@Injectable()
export class SearchWordShares {
  private read?: { at: number; shares: Promise<Map<Vector, Map<string, number>>> };

  constructor(private readonly store: TeacherQuestionsStore) {}

  /** Whether the rows of `vector` holding every one of `lexemes` are expected to be common. */
  async common(vector: Vector, lexemes: string[]): Promise<boolean> {
    if (lexemes.length === 0) return false;
    const shares = (await this.shares()).get(vector);
    // Independent words, as the planner assumes for a tsquery's AND.
    const expected = lexemes.reduce((share, lexeme) => share * (shares?.get(lexeme) ?? 0), 1);
    return expected >= COMMON_SHARE;
  }

  private shares(): Promise<Map<Vector, Map<string, number>>> {
    if (this.read && Date.now() - this.read.at < REFRESH_MS) return this.read.shares;
    const read = { at: Date.now(), shares: this.load() };
    this.read = read;
    // A failed read is not kept: the next search reads again.
    read.shares.catch(() => {
      if (this.read === read) this.read = undefined;
    });
    return read.shares;
  }

  private async load(): Promise<Map<Vector, Map<string, number>>> {
    const byVector = new Map<Vector, Map<string, number>>();
    for (const { vector, lexeme, share } of await this.store.commonWords()) {
      const words = byVector.get(vector) ?? new Map<string, number>();
      words.set(lexeme, Number(share));
      byVector.set(vector, words);
    }
    return byVector;
  }
}
