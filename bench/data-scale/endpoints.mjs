// What the data-scale bench calls: every console list (teacher, and the whole school as an admin)
// and every student list, with the filters a teacher uses.

/**
 * The console's keyset cursor for a row of the ordinary (not waiting) part of the list (part 1): the same
 * encoding as backend/src/teachers/question-cursor.ts, so the bench can start a page deep in the list.
 */
export function keysetCursor(row) {
  return Buffer.from(`1|${row.created_at}|${row.id}`).toString('base64url');
}

/** @param keyset the backend answers `nextCursor` (after) or pages by number (before). */
export function endpointsFor(tokens, ids, keyset) {
  const t = tokens.teacher;
  const a = tokens.admin;
  const s = tokens.student;
  const deep = keyset ? `after=${ids.deepCursor}` : 'page=401';
  return [
    { name: 'GET /teacher/overview', path: '/teacher/overview', token: t },
    { name: 'GET /teacher/questions (first page)', path: '/teacher/questions', token: t },
    { name: 'GET /teacher/questions 8,000 rows in (page=401 / after=)', path: `/teacher/questions?${deep}`, token: t },
    { name: 'GET /teacher/questions?q=photosynthesis (common word)', path: '/teacher/questions?q=photosynthesis', token: t },
    { name: 'GET /teacher/questions?q=mitochondria (rare word)', path: '/teacher/questions?q=mitochondria', token: t },
    { name: 'GET /teacher/questions?q=chlorophyll (rare, answers only)', path: '/teacher/questions?q=chlorophyll', token: t },
    { name: 'GET /teacher/questions?q=water cycle', path: '/teacher/questions?q=water%20cycle', token: t },
    { name: 'GET /teacher/questions?escalation=waiting', path: '/teacher/questions?escalation=waiting', token: t },
    { name: 'GET /teacher/questions?escalation=answered', path: '/teacher/questions?escalation=answered', token: t },
    { name: 'GET /teacher/questions?status=failed', path: '/teacher/questions?status=failed', token: t },
    { name: 'GET /teacher/questions?student=<id>', path: `/teacher/questions?student=${ids.student}`, token: t },
    { name: 'GET /teacher/questions?student=Amira (name)', path: '/teacher/questions?student=Amira', token: t },
    { name: 'GET /teacher/questions?classId=<class>', path: `/teacher/questions?classId=${ids.klass}`, token: t },
    { name: 'GET /teacher/questions/:id', path: `/teacher/questions/${ids.question}`, token: t },
    { name: 'GET /teacher/contact?state=open', path: '/teacher/contact?state=open', token: t },
    { name: 'GET /teacher/contact?state=all', path: '/teacher/contact?state=all', token: t },
    { name: 'GET /teacher/access-log', path: '/teacher/access-log', token: t },
    { name: 'GET /teacher/ai-usage', path: '/teacher/ai-usage', token: t },
    { name: 'GET /teacher/ai-usage/school', path: '/teacher/ai-usage/school', token: t },
    { name: 'GET /teacher/students/:id', path: `/teacher/students/${ids.student}`, token: t },
    { name: 'GET /teacher/safety/alerts', path: '/teacher/safety/alerts', token: t },
    { name: 'GET /teacher/safety/alerts?status=all', path: '/teacher/safety/alerts?status=all', token: t },
    { name: 'GET /teacher/safety/digest', path: '/teacher/safety/digest', token: t },
    { name: 'admin: GET /teacher/safety/false-alarms', path: '/teacher/safety/false-alarms', token: a },
    { name: 'GET /classes (teacher)', path: '/classes', token: t },
    { name: 'GET /classes/:id', path: `/classes/${ids.klass}`, token: t },
    { name: 'GET /classes/:id/live', path: `/classes/${ids.klass}/live`, token: t },
    { name: 'admin: GET /teacher/overview', path: '/teacher/overview', token: a },
    { name: 'admin: GET /teacher/questions (whole school)', path: '/teacher/questions', token: a },
    { name: 'admin: GET /teacher/questions?q=photosynthesis', path: '/teacher/questions?q=photosynthesis', token: a },
    { name: 'admin: GET /teacher/questions?q=mitochondria', path: '/teacher/questions?q=mitochondria', token: a },
    { name: 'admin: GET /teacher/safety/alerts', path: '/teacher/safety/alerts', token: a },
    { name: 'admin: GET /teacher/access-log', path: '/teacher/access-log', token: a },
    { name: 'student: GET /ques/conversations', path: '/ques/conversations', token: s },
    { name: 'student: GET /ques/conversations/:id', path: `/ques/conversations/${ids.conversation}`, token: s },
    { name: 'student: GET /ques', path: '/ques', token: s },
    { name: 'student: GET /ques/:id', path: `/ques/${ids.question}`, token: s },
    { name: 'student: GET /support/questions', path: '/support/questions', token: s },
    { name: 'student: GET /support/contact-replies', path: '/support/contact-replies', token: s },
    { name: 'student: GET /ai-usage/today', path: '/ai-usage/today', token: s },
    { name: 'student: GET /classes', path: '/classes', token: s },
  ];
}
