import { COMMON_SHARE, SearchWordShares } from './search-word-shares.js';
import type { TeacherQuestionsStore } from './teacher-questions-store.js';

type Row = Awaited<ReturnType<TeacherQuestionsStore['commonWords']>>[number];

/** A store whose statistics are `rows` (a thrown error when `rows` is one). */
function sharesOver(read: () => Row[] | Error) {
  let reads = 0;
  const store = {
    commonWords: async () => {
      reads++;
      const rows = read();
      if (rows instanceof Error) throw rows;
      return rows;
    },
  } as unknown as TeacherQuestionsStore;
  return { shares: new SearchWordShares(store), reads: () => reads };
}

describe('SearchWordShares: which search words are common, from the statistics', () => {
  const stats: Row[] = [
    { vector: 'text_search', lexeme: 'photosynthesi', share: 0.04 },
    { vector: 'answer_search', lexeme: 'water', share: 0.3 },
    { vector: 'answer_search', lexeme: 'cycl', share: 0.28 },
    { vector: 'answer_search', lexeme: 'leaf', share: 0.05 },
  ];

  it('a word is common in a vector from COMMON_SHARE of its rows; words of one search multiply', async () => {
    const { shares } = sharesOver(() => stats);
    expect(await shares.common('text_search', ['photosynthesi'])).toBe(0.04 >= COMMON_SHARE);
    expect(await shares.common('answer_search', ['photosynthesi'])).toBe(false);
    expect(await shares.common('answer_search', ['water', 'cycl'])).toBe(true);
    // 0.3 × 0.05 = 1.5 %: each common, together not.
    expect(await shares.common('answer_search', ['water', 'leaf'])).toBe(false);
    // A word the statistics do not list, or no word at all.
    expect(await shares.common('answer_search', ['water', 'mitochondria'])).toBe(false);
    expect(await shares.common('answer_search', [])).toBe(false);
  });

  it('reads the statistics once for many searches, and again after a failed read', async () => {
    let answer: Row[] | Error = new Error('connection refused');
    const { shares, reads } = sharesOver(() => answer);
    await expect(shares.common('answer_search', ['water'])).rejects.toThrow('connection refused');
    answer = stats;
    await Promise.all([shares.common('answer_search', ['water']), shares.common('text_search', ['water'])]);
    expect(await shares.common('answer_search', ['water'])).toBe(true);
    expect(reads()).toBe(2);
  });
});
