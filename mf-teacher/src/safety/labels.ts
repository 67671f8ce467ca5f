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

const CHECK_SOURCES: Record<string, string> = {
  screen: 'The built-in screen of messages',
  classifier: "The school's moderation classifier",
  model: "The AI model's own safety filter",
};

/**
 * A check as plain words: `screen:suicide.intent` → "The built-in screen of messages: suicide,
 * intent"; `classifier:openai:self-harm/intent` → "The school's moderation classifier (openai):
 * self-harm, intent"; `model:gemini:SAFETY` → "The AI model's own safety filter (gemini): safety".
 * An unknown form is shown as it is.
 */
export function describeCheck(check: string): string {
  const [source = '', ...rest] = check.split(':');
  const name = CHECK_SOURCES[source];
  if (!name || rest.length === 0) return check;
  const what = rest[rest.length - 1].toLowerCase().replace(/[./_]+/g, ', ');
  const provider = rest.length > 1 ? ` (${rest.slice(0, -1).join(':')})` : '';
  return `${name}${provider}: ${what}`;
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
