import diagnostics_channel from 'node:diagnostics_channel';

/**
 * What the services publish for /metrics, on Node's diagnostics channels: a service only says
 * what happened (no dependency on the metrics), MetricsService subscribes. Publishing costs
 * nothing when nobody subscribes.
 */
export interface GroupCommitBatch {
  /** The queue's name, e.g. the table. */
  queue: string;
  size: number;
}

export interface AnswerFinished {
  status: 'answered' | 'failed' | 'stopped';
  /** AnswerError code when failed (upstream, rate_limited, timeout, ...). */
  errorCode?: string;
  /** From the start of the generation to the first piece of text; absent without one. */
  firstChunkSeconds?: number;
  durationSeconds: number;
  /** Tokens as the provider reported them (absent when it did not). */
  tokens?: { input: number; output: number };
}

/** One call of the moderation classifier (src/safety/classifier): its outcome and how long it took. */
export interface ModerationCheck {
  provider: 'openai' | 'guard';
  /** `ok` (a verdict), or why there was none; `aborted`: the caller gave up first. */
  outcome: 'ok' | 'timeout' | 'down' | 'bad-response' | 'aborted';
  durationSeconds: number;
}

export const groupCommitBatches = diagnostics_channel.channel('elearning:group-commit-batch');
export const answersFinished = diagnostics_channel.channel('elearning:answer-finished');
export const moderationChecks = diagnostics_channel.channel('elearning:moderation-check');

/** What happened to safety alerts (src/safety/alerts), never who or what: `{event}`. */
export type SafetyAlertEvent =
  'raised' | 'merged' | 'raise-failed' | 'emailed' | 'email-failed' | 'realerted' | 'deleted';
export const safetyAlertEvents = diagnostics_channel.channel('elearning:safety-alert');
