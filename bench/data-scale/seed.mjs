// A school year of data, written set-based (INSERT … SELECT … FROM generate_series) into a
// migrated database: no row goes through Node. On this shared 2-core machine (RESULTS.md) the
// secondary indexes are dropped while seeding and built after, the questions are inserted in two
// halves at once, and the answers' GIN index (the longest build) starts as soon as they are in while
// the other connection does the rest.
//
// Shape (per 1,000,000 questions, everything scales with the count): 2,000 students in classes of
// 25, a teacher per 5 classes, conversations of 5 turns spread over 280 days, answers of about
// 1,200 characters, 2 % of questions escalated (the last week's still waiting), 0.1 % flagged,
// 50,000 contact queries (the last days' open), safety alerts, the access log, and every
// student's AI use per school day. The bench's own accounts (made through the API first) take
// part: the bench student is student 1 (class 1), the bench teacher teaches classes 1 to 5.
//
// Usage: node bench/data-scale/seed.mjs <postgres url> <questions>  (or import { seed }).

const WORDS = [
  'photosynthesis', 'fractions', 'algebra', 'gravity', 'volcanoes', 'democracy', 'metaphor',
  'electricity', 'molecules', 'equations', 'rainforest', 'geometry', 'probability', 'evolution',
  'magnetism', 'poetry', 'climate', 'percentages', 'digestion', 'erosion', 'friction', 'atoms',
  'vocabulary', 'rivers', 'triangles', 'energy', 'ecosystems', 'history', 'grammar', 'planets',
  'decimals', 'earthquakes', 'revolution', 'bacteria', 'symmetry', 'orbit', 'punctuation',
  'inflation', 'chemistry', 'habitats',
];
const SUBJECTS = ['science', 'maths', 'history', 'English', 'geography', 'biology', 'physics', 'art'];
// About 150 characters each; 8 of them make an answer of about 1,200.
const SENTENCES = [
  'Start with what you already know and write it down, because naming the parts of a problem is half of solving it.',
  'A good way to check your thinking is to explain each step out loud as if you were teaching a friend in your class.',
  'Scientists describe energy as the ability to do work, and it moves between objects as heat, light or motion.',
  'When you compare two fractions, first rewrite them with the same denominator so that the numerators can be compared.',
  'The water cycle moves water through evaporation, condensation and precipitation, and the sun drives the whole process.',
  'Historians look at primary sources such as letters and diaries to understand how people lived during a revolution.',
  'In a poem a metaphor says that one thing is another, which helps the reader see an idea in a new and vivid way.',
  'Plants use photosynthesis to turn sunlight, water and carbon dioxide into sugar, releasing oxygen as they do it.',
  'Gravity pulls every mass toward every other mass, which is why the planets keep their orbit around the sun.',
  'To solve an equation, do the same thing to both sides until the unknown stands alone on one side of the sign.',
  'Erosion slowly wears rock away through wind, rivers and ice, shaping valleys and coastlines over thousands of years.',
  'Probability tells us how likely an event is, from zero for impossible to one for certain, with fractions in between.',
  'An ecosystem is a community of living things and their habitats, where each species depends on many of the others.',
  'Good punctuation guides the reader: a comma marks a short pause, while a full stop ends a complete thought.',
  'Atoms join together to make molecules, and the way they bond decides whether a substance is a gas, liquid or solid.',
  'Friction is a force that resists motion between two surfaces, turning some of the energy of movement into heat.',
  'Percentages are fractions out of one hundred, so fifty percent means half and twenty five percent means a quarter.',
  'Volcanoes form where magma rises through cracks in the crust, and earthquakes often happen along the same plate edges.',
  'Democracy means that people choose their leaders by voting, and it depends on fair rules that everyone can trust.',
  'Symmetry means a shape looks the same after a flip or a turn, and many triangles and flowers show it clearly.',
  'Electricity flows around a closed circuit, and magnetism and electricity are two sides of the same force.',
  'Digestion breaks food into small molecules that the blood can carry, with help from acids and friendly bacteria.',
  'Climate is the pattern of weather over many years, while weather is what happens outside on a single day.',
  'Try the next step on your own first, then compare your answer with the worked example and see where they differ.',
];
const FIRST = ['Amira', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jonah', 'Kai', 'Lena', 'Maya', 'Noah', 'Olu', 'Priya'];
const LAST = ['Adams', 'Bakir', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jones', 'Khan', 'Lopez', 'Murphy', 'Novak', 'Okafor', 'Patel'];

const CHLOROPHYLL = `'Chlorophyll is the green pigment that captures the light.'`;

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/**
 * The answer's vector (questions.answer_search) from its sentences' vectors: the trigger that computes it
 * is off while seeding (session_replication_role), and parsing 1,200 characters costs 0.2-0.4 ms, minutes
 * for a year. The same words as to_tsvector of the whole answer (positions across a sentence's end may
 * differ by one; only a phrase spanning two sentences could tell). The same vector as the 8 sentences'
 * concatenated one by one (`||` shifts the right side's positions by the left side's last, so the
 * grouping does not matter): the first four sentences' (s_quads) || the next two's || the last two's
 * (s_pairs), two concatenations a row; nothing is concatenated to an empty vector (a copy of the whole).
 */
const ANSWER_VECTOR = 'qd.v || (p3.v || p4.v)';
const ANSWER_SEARCH = `              CASE WHEN k % 100 = 99 THEN ''::tsvector
                   WHEN k % 1009 = 0 THEN ${ANSWER_VECTOR} || to_tsvector('english', ${CHLOROPHYLL})
                   ELSE ${ANSWER_VECTOR} END,
`;

/** The pairs of sentences after an answer's first four (ANSWER_SEARCH). */
const ANSWER_PAIRS = `
        JOIN s_pairs p3 ON p3.i = (k / 13) % 24 * 24 + (k / 17) % 24 JOIN s_pairs p4 ON p4.i = (k / 19) % 24 * 24 + (k / 23) % 24`;

/** An answer: its first four sentences (s_quads), then four more. */
const ANSWER_TEXT = `qd.t || ' ' || a[1 + (k / 13) % 24] || ' ' || a[1 + (k / 17) % 24] || ' ' || a[1 + (k / 19) % 24]
                                     || ' ' || a[1 + (k / 23) % 24]`;

/**
 * An answer's first four sentences (k % 24, k / 3 % 24, k / 7 % 24, k / 11 % 24) depend on k % 5,544
 * alone (5,544 = 24 * 3 * 7 * 11), so they are joined once for each of the 5,544 (s_quads).
 */
const QUADS = 5544;

/** A question's text before its number; the same for k and k + 120 (120 distinct beginnings). */
const questionText = (words, k) =>
  `'How do ' || (${words})[1 + ${k} % 40] || ' and ' || (${words})[1 + (${k} * 7 / 3) % 40] || ' work in '
                || (${sqlArray(SUBJECTS)})[1 + ${k} % 8] || '?'`;

/**
 * The question's vector (questions.text_search; its trigger is off while seeding) from the vector of
 * its beginning (one of 120, parsed once) and its ending written as a vector: exactly
 * to_tsvector('english', text) (checked on 200,000 rows), without parsing a million texts (15 µs each).
 */
const TEXT_SEARCH = `pv[1 + k % 120] || (CASE WHEN k % 997 = 0 THEN format('mitochondria:3 question:5 %s:6', k)
                                     ELSE format('question:1 %s:2', k) END)::tsvector, `;

/** The seeding statements for `questions` questions, in order; bench accounts are found by email. */
export function seedStatements(
  questions,
  benchEmails,
  { textSearch = true, answerSearch = true, escalationKeys = true, escalationClass = true } = {},
) {
  const n = Math.max(5, Math.round(questions / 5) * 5);
  const conversations = n / 5;
  const students = Math.max(20, Math.round(n / 500));
  const classes = Math.ceil(students / 25);
  const teachers = Math.ceil(classes / 5);
  const contacts = Math.max(50, Math.round(n / 20));
  const days = 280;
  const w = sqlArray(WORDS);
  return [
    `CREATE UNLOGGED TABLE s_students (n int PRIMARY KEY, id uuid NOT NULL)`,
    `INSERT INTO users (name, email, phone, password_hash, role, created_at, email_verified_at, email_verified_by)
       SELECT (${sqlArray(FIRST)})[1 + i % 16] || ' ' || (${sqlArray(LAST)})[1 + (i / 16) % 16] || ' ' || i,
              'student' || i || '@school.example', '+1 555 0100', 'seeded: no password',
              'student', now() - interval '${days + 10} days', now() - interval '${days} days', 'link'
         FROM generate_series(2, ${students}) i`,
    `INSERT INTO s_students
       SELECT 1, id FROM users WHERE email = '${benchEmails.student}'
       UNION ALL SELECT substring(email FROM 'student(\\d+)@')::int, id FROM users WHERE email LIKE 'student%@school.example'`,
    `ANALYZE s_students`,
    `INSERT INTO users (name, email, phone, password_hash, role, role_source, created_at, email_verified_at, email_verified_by)
       SELECT 'Teacher ' || i, 'teacher' || i || '@school.example', '+1 555 0101', 'seeded: no password',
              'teacher', 'cli', now() - interval '${days + 20} days', now() - interval '${days + 20} days', 'cli'
         FROM generate_series(2, ${teachers}) i`,
    `CREATE UNLOGGED TABLE s_teachers (n int PRIMARY KEY, id uuid NOT NULL)`,
    `INSERT INTO s_teachers
       SELECT 1, id FROM users WHERE email = '${benchEmails.teacher}'
       UNION ALL SELECT substring(email FROM 'teacher(\\d+)@')::int, id FROM users WHERE email LIKE 'teacher%@school.example'`,
    `ANALYZE s_teachers`,
    `CREATE UNLOGGED TABLE s_classes (n int PRIMARY KEY, id uuid NOT NULL DEFAULT gen_random_uuid())`,
    `INSERT INTO s_classes (n) SELECT generate_series(1, ${classes})`,
    `ANALYZE s_classes`,
    `INSERT INTO classes (id, name, subject, created_at)
       SELECT id, 'Class ' || n, (${sqlArray(SUBJECTS)})[1 + n % 8], now() - interval '${days + 5} days' FROM s_classes`,
    `INSERT INTO class_teachers (class_id, user_id)
       SELECT c.id, t.id FROM s_classes c JOIN s_teachers t ON t.n = (c.n - 1) / 5 + 1`,
    `INSERT INTO class_students (class_id, user_id, joined_at)
       SELECT c.id, s.id, now() - interval '${days + 1} days'
         FROM s_students s JOIN s_classes c ON c.n = (s.n - 1) % ${classes} + 1`,
    // Conversation j: student (j-1) % students + 1, created evenly over the year, oldest first.
    `CREATE UNLOGGED TABLE s_convs (j int PRIMARY KEY, id uuid NOT NULL, user_id uuid NOT NULL, class_id uuid, created_at timestamptz NOT NULL)`,
    `INSERT INTO s_convs
       SELECT j, gen_random_uuid(), s.id, c.id,
              now() - make_interval(secs => (${conversations} - j)::float8 / ${conversations} * ${days} * 86400 + 600)
         FROM generate_series(1, ${conversations}) j
         JOIN s_students s ON s.n = (j - 1) % ${students} + 1
         JOIN s_classes c ON c.n = (s.n - 1) % ${classes} + 1`,
    `ANALYZE s_convs`,
    `INSERT INTO conversations (id, user_id, title, mode, created_at, updated_at, class_id)
       SELECT id, user_id, 'Conversation ' || j, CASE WHEN j % 4 = 0 THEN 'guide' ELSE 'explain' END,
              created_at, created_at + interval '8 minutes', class_id
         FROM s_convs`,
    `CREATE UNLOGGED TABLE s_pairs (i int PRIMARY KEY, v tsvector NOT NULL)`,
    `INSERT INTO s_pairs
       SELECT (a.o - 1) * 24 + b.o - 1, a.v || b.v
         FROM (SELECT o, to_tsvector('english', t) AS v FROM unnest(${sqlArray(SENTENCES)}) WITH ORDINALITY u(t, o)) a,
              (SELECT o, to_tsvector('english', t) AS v FROM unnest(${sqlArray(SENTENCES)}) WITH ORDINALITY u(t, o)) b`,
    `ANALYZE s_pairs`,
    `CREATE UNLOGGED TABLE s_quads (i int PRIMARY KEY, t text NOT NULL, v tsvector NOT NULL)`,
    `INSERT INTO s_quads
       SELECT m, a[1 + m % 24] || ' ' || a[1 + (m / 3) % 24] || ' ' || a[1 + (m / 7) % 24] || ' ' || a[1 + (m / 11) % 24],
              p1.v || p2.v
         FROM generate_series(0, ${QUADS - 1}) m CROSS JOIN (SELECT ${sqlArray(SENTENCES)} AS a) sentences
         JOIN s_pairs p1 ON p1.i = m % 24 * 24 + (m / 3) % 24 JOIN s_pairs p2 ON p2.i = (m / 7) % 24 * 24 + (m / 11) % 24`,
    `ANALYZE s_quads`,
    // Question k is the ((k - 1) % 5 + 1)th turn of conversation (k - 1) / 5 + 1. The questions other
    // rows point at (escalated, flagged, alerted: k % 50 = 7, k % 1000 = 11, k % 2000 = 13, all
    // apart) get their ids here; the others theirs as they are inserted.
    `CREATE UNLOGGED TABLE s_questions (k int PRIMARY KEY, id uuid NOT NULL, created_at timestamptz NOT NULL)`,
    `INSERT INTO s_questions
       SELECT k, gen_random_uuid(), c.created_at + make_interval(mins => (k - 1) % 5 * 2)
         FROM (SELECT generate_series(7, ${n}, 50) UNION ALL SELECT generate_series(11, ${n}, 1000)
               UNION ALL SELECT generate_series(13, ${n}, 2000)) g(k)
         JOIN s_convs c ON c.j = (k - 1) / 5 + 1`,
    `ANALYZE s_questions`,
    // In halves ($1 parts, this one $2), one per connection at once: the rows are made on both cores.
    `INSERT INTO questions (id, user_id, text, ${textSearch ? 'text_search, ' : ''}answer, ${answerSearch ? 'answer_search, ' : ''}status, created_at, updated_at, conversation_id,
                           feedback, input_tokens, output_tokens)
       SELECT COALESCE(q.id, gen_random_uuid()), c.user_id, t.text, ${textSearch ? TEXT_SEARCH : ''}
              CASE WHEN k % 100 = 99 THEN NULL
                   WHEN k % 1009 = 0 THEN ${ANSWER_TEXT} || ' ' || ${CHLOROPHYLL}
                   ELSE ${ANSWER_TEXT} END,
${answerSearch ? ANSWER_SEARCH : ''}              CASE WHEN k % 100 = 99 THEN 'failed' ELSE 'answered' END,
              made.created_at, made.created_at,
              c.id,
              CASE WHEN k % 20 = 3 THEN 'up' WHEN k % 50 = 4 THEN 'down' END,
              300 + k % 200, 250 + k % 150
         FROM generate_series(1 + $2, ${n}, $1) k JOIN s_convs c ON c.j = (k - 1) / 5 + 1
         LEFT JOIN (SELECT k AS referenced, id FROM s_questions) q ON q.referenced = k
        CROSS JOIN LATERAL (SELECT c.created_at + make_interval(mins => (k - 1) % 5 * 2) AS created_at) made
        CROSS JOIN LATERAL (SELECT ${questionText(w, 'k')} || CASE WHEN k % 997 = 0 THEN ' What do mitochondria do?' ELSE '' END
                || ' (question ' || k || ')' AS text) t
        CROSS JOIN (SELECT ${sqlArray(SENTENCES)} AS a,
                           ARRAY(SELECT to_tsvector('english', ${questionText(w, 'm')}) FROM generate_series(0, 119) m
                                  ORDER BY m) AS pv) sentences
         JOIN s_quads qd ON qd.i = k % ${QUADS}${answerSearch ? ANSWER_PAIRS : ''}`,
    // 2 % escalated: the last week's still waiting, the others answered by the class's teacher.
    // (With the list keys and the class the trigger copies when the schema has them.)
    `INSERT INTO question_escalations (question_id, note, status, created_at, updated_at
                                       ${escalationKeys ? ', user_id, question_created_at' : ''}${escalationClass ? ', class_id' : ''})
       SELECT q.id, 'I still do not understand this part',
              CASE WHEN q.created_at > now() - interval '7 days' THEN 'waiting' ELSE 'answered' END,
              q.created_at + interval '3 minutes', q.created_at + interval '1 day'
              ${escalationKeys ? ', c.user_id, q.created_at' : ''}${escalationClass ? ', c.class_id' : ''}
         FROM s_questions q JOIN s_convs c ON c.j = (q.k - 1) / 5 + 1 WHERE q.k % 50 = 7`,
    `INSERT INTO teacher_replies (question_id, teacher_id, body, seen_at, created_at)
       SELECT q.id, t.user_id, 'Look again at the second step: what changes on both sides?',
              q.created_at + interval '2 days', q.created_at + interval '1 day'
         FROM s_questions q
         JOIN s_convs c ON c.j = (q.k - 1) / 5 + 1
         JOIN class_teachers t ON t.class_id = c.class_id
        WHERE q.k % 50 = 7 AND q.created_at <= now() - interval '7 days'`,
    `INSERT INTO answer_flags (question_id, teacher_id, comment, created_at)
       SELECT q.id, t.user_id, 'The second example has the wrong sign', q.created_at + interval '1 day'
         FROM s_questions q
         JOIN s_convs c ON c.j = (q.k - 1) / 5 + 1
         JOIN class_teachers t ON t.class_id = c.class_id
        WHERE q.k % 1000 = 11`,
    // Contact queries: a fifth from signed-in students; the last 2 % still open.
    `INSERT INTO contact_queries (name, email, message, created_at, handled_at, handled_by, user_id)
       SELECT 'Parent ' || i, 'parent' || i || '@home.example',
              'Hello, I have a question about my child''s homework and the tutor (message ' || i || ').',
              now() - make_interval(secs => (${contacts} - i)::float8 / ${contacts} * ${days} * 86400 + 60),
              CASE WHEN i <= ${contacts} * 0.98 THEN now() - make_interval(secs => (${contacts} - i)::float8 / ${contacts} * ${days} * 86400) END,
              CASE WHEN i <= ${contacts} * 0.98 THEN (SELECT id FROM s_teachers WHERE n = 1) END,
              CASE WHEN i % 5 = 0 THEN (SELECT id FROM s_students WHERE n = 1 + i % ${students}) END
         FROM generate_series(1, ${contacts}) i`,
    `INSERT INTO contact_replies (contact_query_id, teacher_id, body, emailed, created_at)
       SELECT id, handled_by, 'Thank you, we will look at it with the class teacher.', true, handled_at
         FROM contact_queries WHERE handled_at IS NOT NULL`,
    // Safety alerts: 1 in 2,000 messages; the last fortnight's still open.
    `INSERT INTO safety_alerts (tier, category, question_id, conversation_id, class_id, student_id, checks,
                               status, created_at, updated_at, urgent_at, resolved_at, outcome)
       SELECT CASE WHEN q.k % 3 = 0 THEN 'urgent' WHEN q.k % 3 = 1 THEN 'concern' ELSE 'conduct' END,
              CASE WHEN q.k % 3 = 0 THEN 'self-harm' WHEN q.k % 3 = 1 THEN 'bullying' ELSE 'abuse' END,
              q.id, c.id, c.class_id, c.user_id, ARRAY['screen:seeded'],
              CASE WHEN q.created_at > now() - interval '14 days' THEN 'open' ELSE 'resolved' END,
              q.created_at, q.created_at,
              CASE WHEN q.k % 3 = 0 THEN q.created_at END,
              CASE WHEN q.created_at <= now() - interval '14 days' THEN q.created_at + interval '1 day' END,
              CASE WHEN q.created_at <= now() - interval '14 days' THEN
                CASE WHEN q.k % 4 = 0 THEN 'false-alarm' ELSE 'handled' END END
         FROM s_questions q JOIN s_convs c ON c.j = (q.k - 1) / 5 + 1
        WHERE q.k % 2000 = 13`,
    // The access log: a teacher opened 1 % of the questions.
    `INSERT INTO support_access_log (teacher_id, subject, subject_id, student_id, created_at)
       SELECT t.user_id, 'question', q.id, c.user_id, q.created_at + interval '1 day'
         FROM s_questions q
         JOIN s_convs c ON c.j = (q.k - 1) / 5 + 1
         JOIN class_teachers t ON t.class_id = c.class_id
        WHERE q.k % 100 = 7`,
    // Every student's AI use on each of the year's school days (and today).
    `INSERT INTO ai_daily_usage (day, user_id, tokens)
       SELECT d::date, s.id, 1000 + (s.n * 37 + extract(doy FROM d)::int * 11) % 9000
         FROM generate_series(current_date - ${days}, current_date, interval '1 day') d
        CROSS JOIN s_students s
        WHERE extract(isodow FROM d) < 6 OR d::date = current_date`,
  ];
}

/**
 * The tables the seed fills. Their secondary indexes (not the primary keys and unique constraints)
 * are dropped while seeding and built again afterwards: one sorted build per index is several times
 * cheaper than a million inserts into each (a GIN index most of all).
 */
const SEEDED_TABLES = [
  'questions', 'conversations', 'question_escalations', 'teacher_replies', 'answer_flags', 'contact_queries',
  'contact_replies', 'safety_alerts', 'support_access_log', 'ai_daily_usage',
];

/** The seed's own tables (unlogged, dropped at the end). */
const STAGING = 's_students, s_teachers, s_classes, s_convs, s_pairs, s_quads, s_questions';

/**
 * Seeds through `client` (pg.Client, already connected; `connect` opens another connection to the
 * same database: the questions are inserted in two halves at once and the indexes built two at a
 * time); returns the seconds it took. The schema is left as the migrations made it.
 */
export async function seed(client, questions, benchEmails, log = console.log, connect = undefined) {
  const started = performance.now();
  // The columns a trigger fills (off while seeding), when this build's schema has them.
  const { rows: [{ text_search, answer_search, escalation_keys, escalation_class, answer_storage }] } = await client.query(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_name = 'questions' AND column_name = 'text_search') AS text_search,
            EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_name = 'questions' AND column_name = 'answer_search') AS answer_search,
            EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_name = 'question_escalations' AND column_name = 'question_created_at') AS escalation_keys,
            EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_name = 'question_escalations' AND column_name = 'class_id') AS escalation_class,
            (SELECT attstorage FROM pg_attribute
              WHERE attrelid = 'public.questions'::regclass AND attname = 'answer_search') AS answer_storage`,
  );
  const second = connect ? await connect() : undefined;
  const connections = second ? [client, second] : [client];
  try {
    for (const db of connections) await bulkSession(db);
    const { rows: deferred } = await client.query(
      `SELECT c.relname AS name, t.relname AS "table", pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
        WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
      [SEEDED_TABLES],
    );
    for (const index of deferred) await client.query(`DROP INDEX ${index.name}`);
    log(`  ${deferred.length} secondary indexes dropped until the rows are in`);
    await client.query(`DROP TABLE IF EXISTS ${STAGING}`);
    // No autovacuum of a half-filled table competing for the two cores (run.mjs vacuums after).
    const { rows: quiet } = await client.query(
      `SELECT relname AS name FROM pg_class
        WHERE relname = ANY($1) AND relnamespace = 'public'::regnamespace AND reloptions IS NULL`,
      [SEEDED_TABLES],
    );
    for (const table of quiet) await client.query(`ALTER TABLE ${table.name} SET (autovacuum_enabled = off)`);
    // The answers' vectors are never compressed (pglz gives up on them: none of a seeded million
    // is), but Postgres tries each row's before its answer's, a fifth of the insert's CPU. Stored
    // EXTERNAL while seeding, it tries the answer's alone: the same rows (same pages, same values
    // moved out of line), then the column's storage is set back.
    const skipVectorCompression = answer_storage === 'x';
    if (skipVectorCompression) await client.query('ALTER TABLE questions ALTER COLUMN answer_search SET STORAGE EXTERNAL');

    const statements = seedStatements(questions, benchEmails, {
      textSearch: text_search,
      answerSearch: answer_search,
      escalationKeys: escalation_keys,
      escalationClass: escalation_class,
    });
    const halves = statements.findIndex((statement) => statement.includes('$1'));
    // The conversations' rows wait with the other tables' (the questions are made from s_convs).
    const conversations = statements.slice(0, halves).filter((statement) => /^\s*INSERT INTO conversations/.test(statement));
    for (const statement of statements.slice(0, halves).filter((statement) => !conversations.includes(statement)))
      await timed(log, statement, async () => (await client.query(statement)).rowCount);
    // In halves, one per connection at once: the rows are made on both cores.
    const insert = statements[halves];
    await timed(log, insert, async () => {
      const counts = await Promise.all(
        second ? [client.query(insert, [2, 0]), second.query(insert, [2, 1])] : [client.query(insert, [1, 0])],
      );
      return counts.reduce((sum, result) => sum + result.rowCount, 0);
    });
    if (skipVectorCompression) await client.query('ALTER TABLE questions ALTER COLUMN answer_search SET STORAGE EXTENDED');

    await buildAndAnalyze(connections, [...conversations, ...statements.slice(halves + 1)], deferred, log);
    for (const table of quiet) await client.query(`ALTER TABLE ${table.name} RESET (autovacuum_enabled)`);
    await client.query(`DROP TABLE ${STAGING}`);
    for (const setting of ['synchronous_commit', 'maintenance_work_mem', 'session_replication_role'])
      await client.query(`RESET ${setting}`);
  } finally {
    await second?.end();
  }
  return (performance.now() - started) / 1000;
}

/**
 * A seeding session: the rows are consistent by construction, so the per-row foreign-key triggers
 * (which would look up 2 parents per question) are skipped (a superuser's setting; the bench's own
 * Postgres), and nothing waits for the disk at commit.
 */
async function bulkSession(db) {
  await db.query('SET synchronous_commit = off');
  await db.query(`SET maintenance_work_mem = '512MB'`);
  await db.query('SET session_replication_role = replica');
}

async function timed(log, statement, run) {
  const t = performance.now();
  const rows = await run();
  log(`  ${statement.trim().split('\n')[0].slice(0, 70)}… ${rows ?? ''} rows, ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/**
 * After the questions: the other tables' rows, the dropped indexes and ANALYZE, as a queue that both
 * connections take work from, longest first: the answers' GIN index (a single-threaded build, the
 * longest step) starts as soon as the questions are in, while the other connection builds the
 * questions' own GIN index and inserts the other tables' rows. Each step waits for the earlier
 * steps on its tables (two index builds on one table go together), so an index is built after its
 * table's rows and a table analyzed after its indexes (whose expressions it gathers statistics on).
 */
async function buildAndAnalyze(connections, inserts, indexes, log) {
  const t = performance.now();
  const { rows: tables } = await connections[0].query(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'
        AND relname <> 'questions' AND relpersistence = 'p'`,
  );
  const rank = (index) =>
    index.table !== 'questions' ? 3 : /USING gin \(answer_search/.test(index.definition) ? 0 : /USING gin/.test(index.definition) ? 1 : 2;
  const sorted = [...indexes].sort((a, b) => rank(a) - rank(b));
  const asStep = (index) => ({ name: index.name, kind: 'index', tables: [index.table], sql: [index.definition] });
  const others = SEEDED_TABLES.filter((table) => table !== 'questions');
  const steps = [
    ...sorted.filter((index) => rank(index) < 2).map(asStep),
    {
      name: 'the other tables\' rows',
      kind: 'insert',
      tables: inserts.map((statement) => /INSERT INTO (\w+)/.exec(statement)[1]),
      sql: inserts,
    },
    ...sorted.filter((index) => rank(index) >= 2).map(asStep),
    { name: 'ANALYZE of the other tables', kind: 'analyze', tables: others, sql: [`ANALYZE ${tables.map((table) => table.name).join(', ')}`] },
    { name: 'ANALYZE questions', kind: 'analyze', tables: ['questions'], sql: ['ANALYZE questions'] },
  ];
  const finished = steps.map(() => {
    let done;
    const promise = new Promise((resolve) => (done = resolve));
    return { promise, done };
  });
  const waitsFor = (earlier, step) =>
    !(earlier.kind === 'index' && step.kind === 'index') && earlier.tables.some((table) => step.tables.includes(table));
  let next = 0;
  const worker = async (db) => {
    while (next < steps.length) {
      const at = next++;
      const step = steps[at];
      try {
        await Promise.all(steps.slice(0, at).flatMap((earlier, i) => (waitsFor(earlier, step) ? [finished[i].promise] : [])));
        const started = performance.now();
        for (const sql of step.sql) await db.query(sql);
        log(`    ${step.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      } finally {
        finished[at].done();
      }
    }
  };
  await Promise.all(connections.map(worker));
  log(`  the other tables' rows, ${indexes.length} indexes and ANALYZE in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, count] = process.argv.slice(2);
  if (!url || !count) {
    console.error('usage: node bench/data-scale/seed.mjs <postgres url> <questions>');
    process.exit(2);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seconds = await seed(client, Number(count), {
    student: 'bench-student@example.com',
    teacher: 'bench-teacher@example.com',
  }, console.log, async () => {
    const second = new pg.Client({ connectionString: url });
    await second.connect();
    return second;
  });
  console.log(`seeded ${count} questions in ${seconds.toFixed(1)} s`);
  await client.end();
}
