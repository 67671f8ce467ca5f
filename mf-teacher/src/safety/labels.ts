import type { SafetyAlertStatus, SafetyCategory, SafetyOutcome, SafetyTier } from '@elearning/contract';

/** Each tier as a badge: urgent stands out (red), concern is amber, conduct is quiet. */
export const TIER_LABELS: Record<SafetyTier, { text: string; badge: string }> = {
  urgent: { text: 'Urgent', badge: 'text-bg-danger' },
  concern: { text: 'Concern', badge: 'text-bg-warning' },
  conduct: { text: 'Conduct', badge: 'text-bg-light border' },
};

/** What the message was about, in the words a safeguarding lead would use. */
export const CATEGORY_LABELS: Record<SafetyCategory, string> = {
  suicide: 'Suicidal thoughts or intent',
  'self-harm': 'Self-harm',
  abuse: 'Abuse or neglect disclosed',
  grooming: 'Grooming or sexual contact with an adult',
  threat: 'A threat to hurt others',
  eating: 'Disordered eating',
  distress: 'Distress',
  bullying: 'Being bullied',
  'self-hatred': 'Self-hatred',
  substances: 'Alcohol or drugs',
  sexual: 'A sexual request',
  'harmful-request': 'A request for harmful content',
  conduct: 'Conduct towards the tutor or others',
};

export const STATUS_LABELS: Record<SafetyAlertStatus, { text: string; badge: string }> = {
  open: { text: 'Open', badge: 'bg-danger-subtle border border-danger-subtle text-danger-emphasis' },
  acknowledged: {
    text: 'Acknowledged',
    badge: 'bg-info-subtle border border-info-subtle text-info-emphasis',
  },
  resolved: { text: 'Resolved', badge: 'text-bg-light border' },
};

export const OUTCOME_LABELS: Record<SafetyOutcome, string> = {
  handled: 'Handled',
  'false-alarm': 'False alarm',
};

/**
 * What acknowledging does, per tier (docs/safety.md): only an urgent alert has a banner on every
 * console page and is emailed again when nobody acknowledges it; a concern is counted on the Safety
 * badge while it is open; a conduct alert is in the daily digest. Every tier leaves the open alerts.
 */
export const ACKNOWLEDGE_EXPLANATIONS: Record<SafetyTier, string> = {
  urgent:
    'Acknowledge it to tell the other adults who were alerted that you are dealing with it (the banner goes, and no reminder is sent).',
  concern:
    "Acknowledge it to tell the class's other teachers and the administrators that you are dealing with it: it leaves the open alerts, shows your name, and is no longer counted on the Safety badge.",
  conduct:
    "Acknowledge it to tell the class's other teachers and the administrators that you are dealing with it: it leaves the open alerts and shows your name.",
};

/**
 * Where a check comes from, as the backend names it (backend/src/safety: `screen:` the offline screen,
 * which reads the earlier turns of the conversation as well: its `context.` rules fire on a first
 * message too, so they are not told apart here; `classifier:` the school's classifier;
 * `model:` the model's own safety signal; `answer-screen:` the check of the tutor's answer).
 */
const SCREEN = "The tutor's built-in check of the message (and the turns before it)";
const ANSWER_SCREEN = "The tutor's check of its own answer";
const WITH_PROVIDER: Record<string, string> = {
  classifier: "The school's moderation service",
  model: "The AI model's own safety filter",
};
const PROVIDERS: Record<string, string> = {
  openai: 'OpenAI moderation',
  guard: 'Llama Guard',
  gemini: 'Gemini',
};

/** The checks that fired from one source: plain words, and the exact names for the safeguarding lead. */
export interface CheckSource {
  text: string;
  /** As recorded ("suicide.intent", "self-harm/intent", "S11"); none for a check of an unknown form. */
  names: string[];
}

/**
 * The checks of an alert by source, in the order they were recorded: `screen:suicide.intent` and
 * `screen:composite.suicide-more` → the built-in check of the message, names "suicide.intent",
 * "composite.suicide-more"; `classifier:guard:S11` → the school's moderation service (Llama Guard),
 * "S11". A check of an unknown form is shown as it is.
 */
export function describeChecks(checks: readonly string[]): CheckSource[] {
  const sources: CheckSource[] = [];
  for (const check of checks) {
    const known = sourceOf(check);
    const same = sources.find((source) => source.text === (known?.text ?? check));
    if (!same) sources.push(known ? { text: known.text, names: [known.name] } : { text: check, names: [] });
    else if (known && !same.names.includes(known.name)) same.names.push(known.name);
  }
  return sources;
}

function sourceOf(check: string): { text: string; name: string } | null {
  const [kind = '', ...rest] = check.split(':');
  const name = rest.join(':');
  if (!name) return null;
  if (kind === 'screen') return { text: SCREEN, name };
  if (kind === 'answer-screen') return { text: ANSWER_SCREEN, name };
  const source = WITH_PROVIDER[kind];
  if (!source) return null;
  if (rest.length === 1) return { text: source, name };
  const [provider = '', ...what] = rest;
  return { text: `${source} (${PROVIDERS[provider] ?? provider})`, name: what.join(':') };
}

const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });
const DAY_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "10:42" today, "23 Nov, 10:42" another day: the banner's time of the newest alert. */
export function shortWhen(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? TIME.format(at) : DAY_TIME.format(at);
}

/** Today in the browser's time zone, as YYYY-MM-DD (the digest's default day). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
