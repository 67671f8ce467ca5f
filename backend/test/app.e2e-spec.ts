import { type TestApp, startTestApp } from './test-app.js';

describe('app: health, docs, schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /health pings the database', async () => {
    const response = await t.http().get('/health').expect(200);
    expect(response.body).toEqual({ success: true, status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI docs at /docs with every endpoint', async () => {
    const page = await t.http().get('/docs').expect(200);
    expect(page.text).toContain('swagger');
    const spec = await t.http().get('/docs-json').expect(200);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining([
        '/auth/createuser',
        '/auth/login',
        '/ques/addques',
        '/contact/addquery',
        '/auth/logout',
        '/auth/forgot-password',
        '/auth/reset-password',
        '/health',
      ]),
    );
  });

  it('NODE_ENV=production: no Swagger UI nor OpenAPI JSON unless API_DOCS=on', async () => {
    const production = await startTestApp({ NODE_ENV: 'production', AI_DAILY_TOKENS_TOTAL: '20000000' });
    try {
      await production.http().get('/docs').expect(404);
      await production.http().get('/docs-json').expect(404);
    } finally {
      await production.close();
    }
    const withDocs = await startTestApp({
      NODE_ENV: 'production',
      AI_DAILY_TOKENS_TOTAL: '20000000',
      API_DOCS: 'on',
    });
    try {
      await withDocs.http().get('/docs-json').expect(200);
    } finally {
      await withDocs.close();
    }
  });

  it('migrations created the tables with the case-insensitive unique email index', async () => {
    const tables = await t.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'ai_daily_school_usage',
      'ai_daily_usage',
      'answer_flags',
      'answer_versions',
      'class_students',
      'class_teachers',
      'classes',
      'contact_queries',
      'contact_replies',
      'conversations',
      'email_verification_tokens',
      'migrations',
      'orgs',
      'password_reset_tokens',
      'privacy_job_runs',
      'question_escalations',
      'questions',
      'revoked_tokens',
      'safety_alerts',
      'security_events',
      'support_access_log',
      'teacher_invitations',
      'teacher_replies',
      'tutor_preferences',
      'users',
    ]);
    const index = await t.db.query(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'users_email_lower_key'`,
    );
    expect(index.rows[0].indexdef).toContain('UNIQUE INDEX');
    expect(index.rows[0].indexdef).toContain('lower');
    const columns = await t.db.query(
      `SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = 'questions' ORDER BY column_name`,
    );
    expect(columns.rows).toEqual(
      expect.arrayContaining([
        { column_name: 'answer', is_nullable: 'YES' },
        { column_name: 'status', is_nullable: 'NO' },
        { column_name: 'updated_at', is_nullable: 'NO' },
      ]),
    );
  });

  it('unknown routes get a 404 in the error shape', async () => {
    const response = await t.http().get('/nope').expect(404);
    expect(response.body).toEqual({ success: false, errors: [{ msg: 'Cannot GET /nope' }] });
  });
});
