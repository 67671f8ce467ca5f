import type { DataExport, DataExportQuestion, DataExportTeacherNote } from '@elearning/contract';
import {
  categoryWords,
  eventWords,
  openedWords,
  reasonWords,
  statusWords,
  tierWords,
  timeWords,
} from './data-export-words.js';

/** Every character that could end a text or an attribute in HTML, as an entity. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"'`]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c] ?? c,
  );
}

/** A table of label/value rows (every value escaped). */
const facts = (rows: [string, unknown][]) =>
  `<table>${rows
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value ?? '—')}</td></tr>`)
    .join('')}</table>`;

const paragraphs = (text: string | null) =>
  text === null || text === '' ? '<p><em>(none)</em></p>' : `<p class="text">${escapeHtml(text)}</p>`;

const notes = (title: string, list: DataExportTeacherNote[]) =>
  list.length === 0
    ? ''
    : `<h5>${escapeHtml(title)}</h5>${list
        .map((n) => `<div class="note"><p class="meta">${escapeHtml(`${n.by}, ${timeWords(n.createdAt)}`)}</p>${paragraphs(n.body)}</div>`)
        .join('')}`;

function question(q: DataExportQuestion): string {
  return `<div class="turn">
<h4>Question, ${escapeHtml(timeWords(q.createdAt))}</h4>${paragraphs(q.text)}
<h5>Answer (${escapeHtml(q.status)}${q.withheld ? `, withheld: ${escapeHtml(q.withheld)}` : ''})</h5>${paragraphs(q.answer)}
${q.feedback ? `<p class="meta">Your feedback: ${escapeHtml(q.feedback)}${q.feedbackComment ? ` – ${escapeHtml(q.feedbackComment)}` : ''}</p>` : ''}
${q.earlierAnswers
  .map((a) => `<h5>Earlier answer (replaced ${escapeHtml(timeWords(a.replacedAt))})</h5>${paragraphs(a.answer)}`)
  .join('')}
${q.escalation ? `<h5>You asked a teacher (${escapeHtml(q.escalation.status)})</h5>${paragraphs(q.escalation.note)}` : ''}
${notes('Teachers’ replies', q.teacherReplies)}${notes('Marked incorrect by a teacher', q.incorrectFlags)}
</div>`;
}

const list = <Item>(title: string, items: Item[], render: (item: Item) => string) =>
  `<section><h2>${escapeHtml(title)} (${items.length})</h2>${
    items.length === 0 ? '<p><em>Nothing.</em></p>' : items.map(render).join('')
  }</section>`;

/** The export as a page a student or a parent can read in any browser (no script, no outside link). */
export function dataExportHtml(data: DataExport): string {
  const a = data.account;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Your data – ${escapeHtml(a.name)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
.text{white-space:pre-wrap}.meta{color:#555;font-size:.9rem}.turn,.note{border-left:3px solid #ccc;padding-left:1rem;margin:1rem 0}
</style></head><body>
<h1>Everything we hold about you</h1>
<p>Exported ${escapeHtml(timeWords(data.exportedAt))}. The same data is in <code>data.json</code> (schema version ${escapeHtml(data.schemaVersion)}). Other people are shown by their role only.</p>
<section><h2>Your account</h2>${facts([
    ['Name', a.name],
    ['Email', a.email],
    ['Phone', a.phone],
    ['Role', a.role],
    ['Signs in with Google', a.signInWithGoogle ? 'yes' : 'no'],
    ['Email verified', timeWords(a.emailVerifiedAt)],
    ['Approved by a teacher', timeWords(a.approvedAt)],
    ['Created', timeWords(a.createdAt)],
    ['Last signed in', timeWords(a.lastSignInAt)],
    ['Tutor mode', a.tutorMode],
    ['Account id', a.id],
  ])}</section>
${list('Your classes', data.classes, (c) => facts([['Class', c.name], ['Subject', c.subject], ['Joined', timeWords(c.joinedAt)], ['Left', timeWords(c.endedAt)]]))}
${list(
  'Your conversations with the tutor',
  data.conversations,
  (c) =>
    `<article><h3>${escapeHtml(c.title)}</h3><p class="meta">${escapeHtml(
      `Started ${timeWords(c.createdAt)}, mode ${c.mode}${c.className ? `, class ${c.className}` : ''}`,
    )}</p>${c.questions.map(question).join('')}</article>`,
)}
${list(
  'Your messages to the school (contact form)',
  data.contactQueries,
  (q) =>
    `<article>${facts([['Sent', timeWords(q.createdAt)], ['Name', q.name], ['Email', q.email], ['Handled', timeWords(q.handledAt)]])}${paragraphs(
      q.message,
    )}${notes('Replies', q.replies)}</article>`,
)}
${list('Safety alerts about your messages', data.safetyAlerts, (s) =>
  facts([['Raised', timeWords(s.createdAt)], ['Level', tierWords(s.tier)], ['About', categoryWords(s.category)], ['Status', statusWords(s.status)], ['Outcome', statusWords(s.outcome)], ['Closed', timeWords(s.resolvedAt)]]),
)}
${list('Security events of your account', data.securityEvents, (e) =>
  facts([['When', timeWords(e.createdAt)], ['What', eventWords(e.type)], ['Limit', e.limitName], ['Why', reasonWords(e.reason)]]),
)}
${list('Your use of the AI tutor by day', data.aiUsageByDay, (u) => facts([[u.day, `${u.tokens} tokens`]]))}
${list('Who at the school opened your records', data.accessLog, (l) =>
  facts([['When', timeWords(l.createdAt)], ['Who', l.by], ['What', openedWords(l.subject)]]),
)}
</body></html>
`;
}
