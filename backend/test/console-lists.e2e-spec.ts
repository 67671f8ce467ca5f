// The console's lists at any size (docs/decisions/0014-console-search.md): the questions list and the
// contact inbox page after the last row seen (keyset) and meet every row once, in the order numbered
// pages show, their totals counted up to 200; a search finds words (stemmed) in questions and answers,
// the question's own words first; the answers' stored vectors are filled in batches and indexed
// concurrently, outside a transaction, and an interrupted run is finished by the next; the overview's
// counts, a teacher's failed questions, the access log's total and a student's touched questions
// read their indexes and stay exact.
// The real app over HTTP on real Postgres; the bench (bench/data-scale) measures a school year.
import { DataSource, type QueryRunner } from 'typeorm';
import { AnswerSearchVector1769200000000 } from '../src/database/migrations/1769200000000-answer-search-vector.js';
import { EscalationListKeys1769200000001 } from '../src/database/migrations/1769200000001-escalation-list-keys.js';
import { ConsoleCounts1769300000000 } from '../src/database/migrations/1769300000000-console-counts.js';
import { QuestionSearchVector1769300000001 } from '../src/database/migrations/1769300000001-question-search-vector.js';
import { StudentQuestionsCoveringIndex1769300000002 } from '../src/database/migrations/1769300000002-student-questions-covering-index.js';
import {
  STUDENT_WORD_INDEXES,
  StudentWordIndexes1769400000000,
} from '../src/database/migrations/1769400000000-student-word-indexes.js';
import { classWith, signUp, staffAccount, startTestApp, type SignedUp, type TestApp } from './test-app.js';

type Page = { items: { id: string }[]; nextCursor: string | null };

const INDEXES = ['questions_answer_search_vector_idx', 'questions_created_at_id_idx', 'questions_text_search_vector_idx'];

describe("the console's questions list pages by keyset and searches by words", () => {
  let t: TestApp;
  let teacher: SignedUp;
  let student: SignedUp;
  let conversationId: string;

  const as = (token: string) => ({ get: (path: string) => t.http().get(path).set('auth-token', token) });
  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  /** The indexes whose names match the regular expression `pattern`, with their definitions, by name. */
  async function indexesNamed(pattern: string) {
    const { rows } = await t.db.query<{ name: string; definition: string; valid: boolean }>(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, i.indisvalid AS valid
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE c.relname ~ $1 ORDER BY c.relname`,
      [pattern],
    );
    return rows;
  }

  /** A question `minutesAgo` old (several may share the same instant: the id breaks the tie). */
  /** The migration's own query runner, as a replica's start gives it (no transaction around it). */
  async function onOwnRunner(run: (runner: QueryRunner) => Promise<void>): Promise<void> {
    const dataSource = new DataSource({ type: 'postgres', url: t.config.databaseUrl });
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    try {
      await run(runner);
    } finally {
      await runner.release();
      await dataSource.destroy();
    }
  }

  async function question(text: string, answer: string | null, minutesAgo: number): Promise<string> {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO questions (user_id, conversation_id, text, answer, status, created_at)
       VALUES ($1, $2, $3, $4, 'answered', date_trunc('minute', now()) - make_interval(mins => $5))
       RETURNING id`,
      [student.id, conversationId, text, answer, minutesAgo],
    );
    return rows[0]!.id;
  }

  beforeAll(async () => {
    t = await startTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' });
    teacher = await staffAccount(t, 'teacher', { name: 'Ms Keyset' });
    student = await signUp(t, { name: 'Kim Student' });
    await classWith(t, teacher.token, [student.token]);
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO conversations (user_id, title) VALUES ($1, 'Seeded') RETURNING id`,
      [student.id],
    );
    conversationId = rows[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages after the last row seen: every row once, waiting escalations first, the same rows as numbered pages', async () => {
    const made: string[] = [];
    // 45 questions, three to a minute (ties on created_at), and two escalations waiting.
    for (let i = 0; i < 45; i++) made.push(await question(`Keyset question ${i}`, 'An answer', 1000 + Math.floor(i / 3)));
    for (const index of [30, 40])
      await t.db.query(`INSERT INTO question_escalations (question_id, note) VALUES ($1, 'help')`, [made[index]]);
    const { rows: expected } = await t.db.query<{ id: string }>(
      `SELECT q.id FROM questions q LEFT JOIN question_escalations e ON e.question_id = q.id
        WHERE q.user_id = $1 ORDER BY (e.status = 'waiting') IS TRUE DESC, q.created_at DESC, q.id DESC`,
      [student.id],
    );

    const seen: string[] = [];
    let after: string | null = null;
    const pages: Page[] = [];
    do {
      const response: { body: Page } = await as(teacher.token)
        .get(`/teacher/questions?pageSize=10${after ? `&after=${after}` : ''}`)
        .expect(200);
      pages.push(response.body);
      seen.push(...ids(response.body.items));
      after = response.body.nextCursor;
    } while (after);
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(seen.slice(0, 2)).toEqual([made[30], made[40]]); // the newer waiting one first
    expect(pages).toHaveLength(5);
    expect(pages[0]).toMatchObject({ page: 1, pageSize: 10, total: 45, totalCapped: false });
    expect(pages[1]).toMatchObject({ page: 0, total: null });
    expect(pages[4]!.items).toHaveLength(5);

    // The old numbered pages still work (counted from the top) and agree.
    const second = await as(teacher.token).get('/teacher/questions?pageSize=10&page=2').expect(200);
    expect(ids(second.body.items)).toEqual(ids(pages[1]!.items));
    const beyond = await as(teacher.token).get('/teacher/questions?pageSize=10&page=9').expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 45 });

    // A cursor the list did not make is a clear 400.
    for (const bad of ['nonsense', 'a'.repeat(201), Buffer.from('7|2026-01-01T00:00:00Z|x').toString('base64url')]) {
      const refused = await as(teacher.token).get(`/teacher/questions?after=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].msg).toMatch(/^after must be/);
    }

    // The escalation filters, read from the escalations of a status; answered ones page by keyset too.
    await t.db.query(`UPDATE question_escalations SET status = 'answered' WHERE question_id = $1`, [made[30]]);
    for (const index of [5, 20, 35])
      await t.db.query(`INSERT INTO question_escalations (question_id, note, status) VALUES ($1, 'help', 'answered')`, [
        made[index],
      ]);
    const waiting = await as(teacher.token).get('/teacher/questions?escalation=waiting').expect(200);
    expect(ids(waiting.body.items)).toEqual([made[40]]);
    const answered: string[] = [];
    after = null;
    do {
      const response: { body: Page } = await as(teacher.token)
        .get(`/teacher/questions?escalation=answered&pageSize=2${after ? `&after=${after}` : ''}`)
        .expect(200);
      answered.push(...ids(response.body.items));
      after = response.body.nextCursor;
    } while (after);
    expect(answered).toEqual([made[5], made[20], made[30], made[35]]);
    await t.db.query(`DELETE FROM questions WHERE user_id = $1`, [student.id]);
  });

  it('a search finds stemmed words in questions, then in answers, newest first in each', async () => {
    const inQuestionOld = await question('How do plants make food from light?', 'With chlorophyll.', 300);
    const inQuestionNew = await question('Why do plants need water?', 'Water carries minerals.', 100);
    const inAnswerOnly = await question('What is in a leaf?', 'Cells where the plant makes sugar.', 50);
    await question('How do volcanoes erupt?', 'Magma rises through the crust.', 10);
    const search = async (q: string) =>
      (await as(teacher.token).get(`/teacher/questions?q=${encodeURIComponent(q)}`).expect(200)).body;

    const plant = await search('plant');
    expect(ids(plant.items)).toEqual([inQuestionNew, inQuestionOld, inAnswerOnly]);
    expect(plant).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
    // Two words: both must be there; "-word" leaves out; a phrase in quotes.
    expect(ids((await search('plants water')).items)).toEqual([inQuestionNew]);
    expect(ids((await search('plants -water')).items)).toEqual([inQuestionOld, inAnswerOnly]);
    expect(ids((await search('"makes sugar"')).items)).toEqual([inAnswerOnly]);
    // Only stop words: matched as text instead of finding nothing.
    expect(ids((await search('in a')).items)).toContain(inAnswerOnly);

    // A search with more than a page is not counted (its first page only says there is more).
    const firstOfThree = await as(teacher.token).get('/teacher/questions?q=plant&pageSize=1').expect(200);
    expect(firstOfThree.body).toMatchObject({ page: 1, total: null, totalCapped: false });
    expect(firstOfThree.body.nextCursor).toEqual(expect.any(String));

    // Keyset through a search's two parts: page size 1 walks them in the same order.
    const walked: string[] = [];
    let after: string | null = null;
    do {
      const response: { body: Page } = await as(teacher.token)
        .get(`/teacher/questions?q=plant&pageSize=1${after ? `&after=${after}` : ''}`)
        .expect(200);
      walked.push(...ids(response.body.items));
      after = response.body.nextCursor;
    } while (after);
    expect(walked).toEqual([inQuestionNew, inQuestionOld, inAnswerOnly]);

    // The answer's stored vector follows the answer when it is written again.
    await t.db.query(`UPDATE questions SET answer = 'Magma and ash.' WHERE id = $1`, [inAnswerOnly]);
    expect(ids((await search('magma')).items)).toContain(inAnswerOnly);
    expect(ids((await search('plant')).items)).toEqual([inQuestionNew, inQuestionOld]);
    await t.db.query(`DELETE FROM questions WHERE user_id = $1`, [student.id]);
  });

  it("a teacher's search over weeks: pages by cursor of any size and numbered pages meet every match once, newest first", async () => {
    const made: string[] = [];
    for (const minutesAgo of [30, 60, 90, 8 * 1440, 9 * 1440, 10 * 1440, 30 * 1440])
      made.push(await question(`Why do tides turn ${minutesAgo}?`, 'The moon pulls the sea.', minutesAgo));
    for (const size of [1, 2, 3, 5]) {
      const walked: string[] = [];
      let after: string | null = null;
      do {
        const response: { body: Page } = await as(teacher.token)
          .get(`/teacher/questions?q=tides&pageSize=${size}${after ? `&after=${after}` : ''}`)
          .expect(200);
        walked.push(...ids(response.body.items));
        after = response.body.nextCursor;
      } while (after);
      expect(walked).toEqual(made);
    }
    // Numbered pages: inside the week, across its edge, past it.
    for (const page of [1, 2, 3, 4])
      expect(
        ids((await as(teacher.token).get(`/teacher/questions?q=tides&pageSize=2&page=${page}`).expect(200)).body.items),
      ).toEqual(made.slice((page - 1) * 2, page * 2));
    await t.db.query(`DELETE FROM questions WHERE user_id = $1`, [student.id]);
  });

  it('the contact inbox pages after the last query seen and counts its total up to 200, on the first page only', async () => {
    // 205 queries, a few sharing one instant (the id breaks the tie), every 7th handled.
    await t.db.query(
      `INSERT INTO contact_queries (name, email, message, created_at, handled_at)
       SELECT 'Parent ' || i, 'keyset' || i || '@home.example', 'Keyset message ' || i,
              date_trunc('minute', now()) - make_interval(mins => 5000 + i / 3),
              CASE WHEN i % 7 = 0 THEN now() END
         FROM generate_series(1, 205) i`,
    );
    const inbox = async (query: string) =>
      (await as(teacher.token).get(`/teacher/contact?${query}`).expect(200)).body as Page & {
        page: number;
        total: number | null;
        totalCapped: boolean;
      };
    for (const state of ['all', 'handled'] as const) {
      const { rows: expected } = await t.db.query<{ id: string }>(
        `SELECT id FROM contact_queries WHERE email LIKE 'keyset%' ${state === 'handled' ? 'AND handled_at IS NOT NULL' : ''}
          ORDER BY created_at DESC, id DESC`,
      );
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const page = await inbox(`state=${state}&pageSize=50${after ? `&after=${after}` : ''}`);
        if (pages === 0)
          expect(page).toMatchObject(
            state === 'all' ? { page: 1, total: 200, totalCapped: true } : { page: 1, total: 29, totalCapped: false },
          );
        else expect(page).toMatchObject({ page: 0, total: null, totalCapped: false });
        seen.push(...ids(page.items));
        after = page.nextCursor;
        pages++;
      } while (after);
      expect(seen).toEqual(expected.map((row) => row.id));
    }
    // The old numbered pages still work and agree with the cursor's.
    const first = await inbox('state=all&pageSize=10');
    const second = await inbox(`state=all&pageSize=10&after=${first.nextCursor}`);
    expect(ids((await inbox('state=all&pageSize=10&page=2')).items)).toEqual(ids(second.items));
    // A cursor the inbox did not make (or the questions list's) is a clear 400.
    const questionsCursor = Buffer.from('1|2026-01-01T00:00:00Z|00000000-0000-4000-8000-000000000000').toString('base64url');
    for (const bad of ['nonsense', questionsCursor]) {
      const refused = await as(teacher.token).get(`/teacher/contact?after=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].msg).toMatch(/^after must be/);
    }
    await t.db.query(`DELETE FROM contact_queries WHERE email LIKE 'keyset%'`);
  });

  it('fills the answers\' vectors in batches and builds their index concurrently, outside a transaction; run again after an interruption, it finishes the job', async () => {
    const migration = new AnswerSearchVector1769200000000(5); // several batches
    expect(migration.transaction).toBe(false);
    const indexes = async () =>
      (
        await t.db.query<{ name: string; valid: boolean }>(
          `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
            WHERE c.relname = ANY($1) ORDER BY c.relname`,
          [[...INDEXES, 'questions_answer_search_idx']],
        )
      ).rows;
    // The expression index over the answers' text is gone, replaced by the stored vector's.
    expect(await indexes()).toEqual(INDEXES.map((name) => ({ name, valid: true })));

    for (let i = 0; i < 12; i++) await question(`Old question ${i}`, `An answer about tectonic plates ${i}`, 2000 + i);
    // What an interruption leaves: rows not filled yet, an invalid index.
    await t.db.query(`UPDATE questions SET answer_search = NULL WHERE text LIKE 'Old question%'`);
    await t.db.query(
      `UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'questions_answer_search_vector_idx'::regclass`,
    );
    await onOwnRunner(async (runner) => {
      // Writes go on while it runs: nothing it does takes a lock that blocks them for long.
      const writes = Promise.all(
        Array.from({ length: 5 }, (_, i) => question(`Written during the build ${i}`, 'About tectonic plates', i)),
      );
      await migration.up(runner);
      await writes;
      expect(runner.isTransactionActive).toBe(false);
    });
    expect(await indexes()).toEqual(INDEXES.map((name) => ({ name, valid: true })));
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM questions WHERE answer_search IS DISTINCT FROM to_tsvector('english', coalesce(answer, ''))`,
    );
    expect(rows[0]!.n).toBe(0);
    const found = await as(teacher.token).get('/teacher/questions?q=tectonic&pageSize=50').expect(200);
    expect(found.body.items).toHaveLength(17);
    await t.db.query(`DELETE FROM questions WHERE user_id = $1`, [student.id]);
  });

  it("fills the questions' own vectors in batches and swaps their index concurrently; run again after an interruption, it finishes the job", async () => {
    const migration = new QuestionSearchVector1769300000001(5); // several batches
    expect(migration.transaction).toBe(false);
    for (let i = 0; i < 12; i++) await question(`How do glaciers move ${i}?`, 'Slowly.', 4000 + i);
    // What an interruption leaves: rows not filled yet, an invalid index, the expression index still there.
    await t.db.query(`UPDATE questions SET text_search = NULL WHERE text LIKE 'How do glaciers%'`);
    await t.db.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'questions_text_search_vector_idx'::regclass`);
    await t.db.query(`CREATE INDEX questions_text_search_idx ON questions USING gin (to_tsvector('english', text))`);
    await onOwnRunner(async (runner) => {
      const writes = Promise.all(Array.from({ length: 3 }, (_, i) => question(`Glaciers written meanwhile ${i}`, null, i)));
      await migration.up(runner);
      await writes;
      expect(runner.isTransactionActive).toBe(false);
    });
    const { rows } = await t.db.query<{ n: number; valid: boolean; old: number }>(
      `SELECT (SELECT count(*)::int FROM questions WHERE text_search IS DISTINCT FROM to_tsvector('english', text)) AS n,
              (SELECT indisvalid FROM pg_index WHERE indexrelid = 'questions_text_search_vector_idx'::regclass) AS valid,
              (SELECT count(*)::int FROM pg_class WHERE relname = 'questions_text_search_idx') AS old`,
    );
    expect(rows[0]).toEqual({ n: 0, valid: true, old: 0 });
    // The vector follows the text when it is written again.
    await t.db.query(`UPDATE questions SET text = 'How do icebergs float?' WHERE text = 'How do glaciers move 0?'`);
    const found = await as(teacher.token).get('/teacher/questions?q=glacier&pageSize=50').expect(200);
    expect(found.body.items).toHaveLength(14);
    expect((await as(teacher.token).get('/teacher/questions?q=iceberg').expect(200)).body.items).toHaveLength(1);
    await t.db.query(`DELETE FROM questions WHERE user_id = $1`, [student.id]);
  });

  it("swaps a student's questions index for one that carries their ids and conversations, concurrently; undone and redone, or interrupted, it ends the same", async () => {
    const migration = new StudentQuestionsCoveringIndex1769300000002();
    expect(migration.transaction).toBe(false);
    const index = () => indexesNamed('^questions_user_id_created_at');
    const covering = [
      {
        name: 'questions_user_id_created_at_idx',
        definition: expect.stringContaining('(user_id, created_at) INCLUDE (id, conversation_id)'),
        valid: true,
      },
    ];
    expect(await index()).toEqual(covering);
    await onOwnRunner(async (runner) => {
      await migration.down(runner);
      expect(await index()).toEqual([
        { name: 'questions_user_id_created_at_idx', definition: expect.not.stringContaining('INCLUDE'), valid: true },
      ]);
      // An interruption after the new index was built, before the old one went.
      await runner.query(
        `CREATE INDEX questions_user_id_created_at_next_idx ON questions (user_id, created_at) INCLUDE (id, conversation_id)`,
      );
      await migration.up(runner);
      expect(runner.isTransactionActive).toBe(false);
      await migration.up(runner); // nothing left to do
    });
    expect(await index()).toEqual(covering);
  });

  it("builds the indexes of each student's words concurrently, outside a transaction; undone and redone, or interrupted, it ends the same", async () => {
    const migration = new StudentWordIndexes1769400000000();
    expect(migration.transaction).toBe(false);
    const indexes = () => indexesNamed(`^(${STUDENT_WORD_INDEXES.map(([name]) => name).join('|')})$`);
    const built = [
      { name: 'questions_user_answer_search_idx', definition: expect.stringContaining('gin (user_id, answer_search)'), valid: true },
      { name: 'questions_user_text_search_idx', definition: expect.stringContaining('gin (user_id, text_search)'), valid: true },
    ];
    expect(await indexes()).toEqual(built);
    await onOwnRunner(async (runner) => {
      await migration.down(runner);
      expect(await indexes()).toEqual([]);
      await migration.up(runner);
      expect(runner.isTransactionActive).toBe(false);
      expect(await indexes()).toEqual(built);
      // An interrupted concurrent build leaves an invalid index behind: the next run builds it again.
      await t.db.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'questions_user_text_search_idx'::regclass`);
      await migration.up(runner);
    });
    expect(await indexes()).toEqual(built);
  });

  it("copies each escalation's question time and student in batches, and builds the escalations' list index concurrently", async () => {
    const migration = new EscalationListKeys1769200000001(2); // several batches
    expect(migration.transaction).toBe(false);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await question(`Escalated ${i}`, 'An answer', 3000 + i));
    for (const id of made) await t.db.query(`INSERT INTO question_escalations (question_id, note) VALUES ($1, 'help')`, [id]);
    // What an interruption leaves: keys not copied yet, an invalid index.
    await t.db.query(`UPDATE question_escalations SET user_id = NULL, question_created_at = NULL`);
    await t.db.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'question_escalations_list_idx'::regclass`);
    await onOwnRunner(async (runner) => {
      await migration.up(runner);
      expect(runner.isTransactionActive).toBe(false);
    });
    const { rows } = await t.db.query<{ n: number; valid: boolean }>(
      `SELECT (SELECT count(*)::int FROM question_escalations e JOIN questions q ON q.id = e.question_id
                WHERE e.user_id IS DISTINCT FROM q.user_id OR e.question_created_at IS DISTINCT FROM q.created_at) AS n,
              (SELECT indisvalid FROM pg_index WHERE indexrelid = 'question_escalations_list_idx'::regclass) AS valid`,
    );
    expect(rows[0]).toEqual({ n: 0, valid: true });
    const waiting = await as(teacher.token).get('/teacher/questions?escalation=waiting').expect(200);
    expect(ids(waiting.body.items)).toEqual(made);
    await t.db.query(`DELETE FROM questions WHERE user_id = $1`, [student.id]);
  });

  it("counts the overview from each escalation's class, and a teacher's failed questions, the access log pages by cursor with its total counted up to 200, and a student's touched questions stay exact", async () => {
    const other = await signUp(t, { name: 'Out Of Class' });
    const admin = await staffAccount(t, 'admin', { name: 'Ms Whole School' });
    const { rows: classes } = await t.db.query<{ class_id: string }>(
      `SELECT class_id FROM class_students WHERE user_id = $1`,
      [student.id],
    );
    const { rows: inClass } = await t.db.query<{ id: string }>(
      `INSERT INTO conversations (user_id, title, class_id) VALUES ($1, 'In class', $2) RETURNING id`,
      [student.id, classes[0]!.class_id],
    );
    const asked = async (user: string, conversation: string, text: string, status = 'answered') =>
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO questions (user_id, conversation_id, text, answer, status) VALUES ($1, $2, $3, 'An answer', $4)
           RETURNING id`,
          [user, conversation, text, status],
        )
      ).rows[0]!.id;
    const ofClass = await asked(student.id, inClass[0]!.id, 'Escalated in class');
    await t.db.query(`INSERT INTO question_escalations (question_id, note) VALUES ($1, 'help')`, [ofClass]);

    // The migration copies each escalation's class in batches; run again after an interruption
    // (classes not copied yet, an invalid index), it finishes the job.
    const migration = new ConsoleCounts1769300000000(1);
    expect(migration.transaction).toBe(false);
    await t.db.query(`UPDATE question_escalations SET class_id = NULL`);
    await t.db.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'question_escalations_class_idx'::regclass`);
    await onOwnRunner(async (runner) => {
      await migration.up(runner);
      expect(runner.isTransactionActive).toBe(false);
    });
    // From then on the trigger copies it as the escalation is made.
    const classless = await asked(student.id, conversationId, 'Escalated without a class');
    const alsoOfClass = await asked(student.id, inClass[0]!.id, 'Escalated in class, answered');
    for (const [id, status] of [[classless, 'waiting'], [alsoOfClass, 'answered']])
      await t.db.query(`INSERT INTO question_escalations (question_id, note, status) VALUES ($1, 'help', $2)`, [id, status]);
    const { rows: copied } = await t.db.query<{ n: number; classes: number; valid: boolean }>(
      `SELECT (SELECT count(*)::int FROM question_escalations e JOIN questions q ON q.id = e.question_id
                 LEFT JOIN conversations c ON c.id = q.conversation_id
                WHERE e.class_id IS DISTINCT FROM c.class_id) AS n,
              (SELECT count(*)::int FROM question_escalations WHERE class_id IS NOT NULL) AS classes,
              (SELECT bool_and(indisvalid) FROM pg_index WHERE indexrelid = ANY(ARRAY[
                 'question_escalations_class_idx', 'contact_queries_open_idx', 'questions_user_unanswered_idx',
                 'support_access_log_no_student_idx']::regclass[])) AS valid`,
    );
    expect(copied[0]).toEqual({ n: 0, classes: 2, valid: true });

    const overview = async (token: string) =>
      (await as(token).get('/teacher/overview').expect(200)).body.overview as Record<string, number>;
    const { rows: school } = await t.db.query<{ waiting: number; open: number; today: number }>(
      `SELECT (SELECT count(*)::int FROM question_escalations WHERE status = 'waiting') AS waiting,
              (SELECT count(*)::int FROM contact_queries WHERE handled_at IS NULL) AS open,
              (SELECT count(*)::int FROM questions WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS today`,
    );
    // The teacher: the waiting escalation of their class's conversation (a classless one goes to the
    // admins), today's questions of their students; the admin: every one.
    expect(await overview(teacher.token)).toEqual({ escalationsWaiting: 1, contactOpen: school[0]!.open, questionsToday: 3 });
    expect(await overview(admin.token)).toEqual({
      escalationsWaiting: school[0]!.waiting,
      contactOpen: school[0]!.open,
      questionsToday: school[0]!.today,
    });
    expect(school[0]!.waiting).toBeGreaterThanOrEqual(2);

    // ?status=failed: the teacher's students' failed questions only.
    const failed = await asked(student.id, conversationId, 'Failed in class', 'failed');
    const { rows: elsewhere } = await t.db.query<{ id: string }>(
      `INSERT INTO conversations (user_id, title) VALUES ($1, 'Elsewhere') RETURNING id`,
      [other.id],
    );
    const failedElsewhere = await asked(other.id, elsewhere[0]!.id, 'Failed out of class', 'failed');
    const failedList = await as(teacher.token).get('/teacher/questions?status=failed').expect(200);
    expect(ids(failedList.body.items)).toEqual([failed]);
    expect(ids((await as(admin.token).get('/teacher/questions?status=failed').expect(200)).body.items)).toContain(
      failedElsewhere,
    );

    // The access log: totals counted apart from the page, exact on every page.
    await t.db.query(
      `INSERT INTO support_access_log (teacher_id, subject, subject_id, student_id)
       SELECT $1::uuid, 'question', $2::uuid, $3::uuid FROM generate_series(1, 5)
       UNION ALL SELECT $1::uuid, 'contact_query', gen_random_uuid(), NULL
       UNION ALL SELECT $1::uuid, 'question', $4::uuid, $5::uuid`,
      [teacher.id, ofClass, student.id, failedElsewhere, other.id],
    );
    const { rows: logged } = await t.db.query<{ mine: number; all: number }>(
      `SELECT count(*) FILTER (WHERE student_id = $1 OR subject = 'contact_query' OR student_id IS NULL)::int AS mine,
              count(*)::int AS all FROM support_access_log`,
      [student.id],
    );
    const log = async (token: string, query: string) => (await as(token).get(`/teacher/access-log?${query}`).expect(200)).body;
    const last = Math.ceil(logged[0]!.mine / 2);
    for (const page of [1, last, last + 1])
      expect(await log(teacher.token, `pageSize=2&page=${page}`)).toMatchObject({ total: logged[0]!.mine });
    expect((await log(teacher.token, `pageSize=2&page=${last + 1}`)).items).toEqual([]);
    expect(await log(teacher.token, `student=${student.id}&pageSize=50`)).toMatchObject({ total: 5 });
    expect(await log(admin.token, 'pageSize=2')).toMatchObject({ total: logged[0]!.all });
    expect(await log(admin.token, `student=${other.id}&pageSize=2`)).toMatchObject({ total: 1 });

    // Paged by cursor: the teacher's rows, newest first, each once; counted on the first page only.
    const { rows: teachersRows } = await t.db.query<{ id: string }>(
      `SELECT id::text FROM support_access_log
        WHERE student_id = $1 OR subject = 'contact_query' OR student_id IS NULL ORDER BY id DESC`,
      [student.id],
    );
    const walked: string[] = [];
    let after: string | null = null;
    do {
      const page = await log(teacher.token, `pageSize=2${after ? `&after=${after}` : ''}`);
      expect(page).toMatchObject(
        after ? { page: 0, total: null, totalCapped: false } : { page: 1, total: logged[0]!.mine, totalCapped: false },
      );
      walked.push(...ids(page.items));
      after = page.nextCursor;
    } while (after && walked.length <= teachersRows.length);
    expect(walked).toEqual(teachersRows.map((row) => row.id));
    // Beyond 200 rows the total says so ("200+") instead of counting the whole log.
    await t.db.query(
      `INSERT INTO support_access_log (teacher_id, subject, subject_id, student_id)
       SELECT $1::uuid, 'question', $2::uuid, $3::uuid FROM generate_series(1, 200)`,
      [teacher.id, ofClass, student.id],
    );
    expect(await log(teacher.token, 'pageSize=2')).toMatchObject({ total: 200, totalCapped: true });
    // The last numbered page says its total from its own rows, at most 200 as well.
    const lastOfFifty = await log(teacher.token, 'pageSize=50&page=5');
    expect(lastOfFifty.items.length).toBe(logged[0]!.mine + 200 - 200);
    expect(lastOfFifty).toMatchObject({ nextCursor: null, total: 200, totalCapped: true });
    expect(await log(admin.token, `student=${student.id}&pageSize=2&page=3`)).toMatchObject({
      page: 3,
      total: 200,
      totalCapped: true,
    });
    // A cursor the log did not make (the inbox's, an id past bigint) is a clear 400.
    const inboxCursor = Buffer.from('0|2026-01-01T00:00:00Z|00000000-0000-4000-8000-000000000000').toString('base64url');
    for (const bad of ['nonsense', inboxCursor, Buffer.from('log|9223372036854775808').toString('base64url')]) {
      const refused = await as(teacher.token).get(`/teacher/access-log?after=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].msg).toBe('after must be the nextCursor of this access log');
    }

    // A student's questions teachers touched: escalated, replied to or flagged, newest first.
    const replied = await asked(student.id, conversationId, 'Replied to');
    const flagged = await asked(student.id, conversationId, 'Flagged');
    await asked(student.id, conversationId, 'Untouched');
    await t.db.query(`INSERT INTO teacher_replies (question_id, teacher_id, body) VALUES ($1, $2, 'Look again')`, [
      replied,
      teacher.id,
    ]);
    await t.db.query(`INSERT INTO answer_flags (question_id, teacher_id, comment) VALUES ($1, $2, 'Wrong sign')`, [
      flagged,
      teacher.id,
    ]);
    const touched = await t.http().get('/support/questions').set('auth-token', student.token).expect(200);
    expect(touched.body.items.map((item: { questionId: string }) => item.questionId)).toEqual([
      flagged,
      replied,
      alsoOfClass,
      classless,
      ofClass,
    ]);
    await t.db.query(`DELETE FROM questions WHERE user_id = ANY($1)`, [[student.id, other.id]]);
  });
});

describe("a teacher's search of a word common in the school reads their students' last week first", () => {
  let t: TestApp;
  let teacher: SignedUp;
  let inClass: SignedUp;
  let outside: SignedUp;

  beforeAll(async () => {
    t = await startTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' });
    teacher = await staffAccount(t, 'teacher', { name: 'Ms Tides' });
    inClass = await signUp(t, { name: 'Ina Class' });
    outside = await signUp(t, { name: 'Otto Outside' });
    await classWith(t, teacher.token, [inClass.token]);
    // Every 12 hours over 40 days, for both students: the last day holds 2 of each one's questions
    // (a page of 1 is filled there), the week 14.
    // Tides in every question, the moon in every answer (never in a question): both words are in
    // every row, so Postgres's statistics list them as common.
    for (const student of [inClass, outside])
      await t.db.query(
        `WITH c AS (INSERT INTO conversations (user_id, title) VALUES ($1, 'Tides') RETURNING id)
         INSERT INTO questions (user_id, conversation_id, text, answer, status, created_at)
         SELECT $1, c.id, 'Why do tides turn ' || n || '?', 'The moon pulls the sea.', 'answered',
                date_trunc('minute', now()) - make_interval(hours => n * 12) - make_interval(secs => n % 2)
           FROM c, generate_series(0, 79) n`,
        [student.id],
      );
    await t.db.query('ANALYZE questions');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('meets every match of the class once, newest first, by cursor and by number, across the edges of the last day and of the week', async () => {
    const { rows: stats } = await t.db.query<{ attname: string; common: string[] }>(
      `SELECT attname, most_common_elems::text::text[] AS common FROM pg_stats
        WHERE tablename = 'questions' AND attname IN ('text_search', 'answer_search')`,
    );
    expect(Object.fromEntries(stats.map((row) => [row.attname, row.common]))).toEqual({
      text_search: expect.arrayContaining(['tide']),
      answer_search: expect.arrayContaining(['moon']),
    });
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM questions WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [inClass.id],
    );
    const expected = rows.map((row) => row.id);
    expect(expected).toHaveLength(80);
    const page = async (query: string): Promise<Page> =>
      (await t.http().get(`/teacher/questions?${query}`).set('auth-token', teacher.token).expect(200)).body;
    // "tides": the questions' own words; "moon": the answers' only.
    for (const q of ['tides', 'moon'])
      for (const size of [1, 6, 50]) {
        const walked: string[] = [];
        let after: string | null = null;
        do {
          const response: Page = await page(`q=${q}&pageSize=${size}${after ? `&after=${after}` : ''}`);
          walked.push(...response.items.map((item) => item.id));
          after = response.nextCursor;
        } while (after);
        expect({ q, size, walked }).toEqual({ q, size, walked: expected });
      }
    for (const number of [1, 2, 3, 4, 17])
      expect((await page(`q=tides&pageSize=5&page=${number}`)).items.map((item) => item.id)).toEqual(
        expected.slice((number - 1) * 5, number * 5),
      );
  });
});
