import { Column, Entity, PrimaryColumn } from 'typeorm';

/** bigint columns come back from pg as strings; the counts stay far below 2^53. */
const bigintAsNumber = { to: (value: number) => value, from: (value: string | null) => Number(value ?? 0) };

/** One student's AI tokens in one school day (migration 1765600000000). */
@Entity({ name: 'ai_daily_usage' })
export class AiDailyUsage {
  /** YYYY-MM-DD in SCHOOL_TIME_ZONE. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** Counted after each answer: what the provider reported, or estimated from characters. */
  @Column({ type: 'bigint', transformer: bigintAsNumber })
  tokens: number;

  /** Held by answers being written (each may still cost up to AI_MAX_OUTPUT_TOKENS). */
  @Column({ name: 'reserved_tokens', type: 'bigint', transformer: bigintAsNumber })
  reservedTokens: number;

  /** Past this, reservedTokens counts as 0: no answer that holds them can still be running. */
  @Column({ name: 'reserved_until', type: 'timestamptz', nullable: true })
  reservedUntil: Date | null;

  /** A teacher's raise for this day only. */
  @Column({ name: 'extra_tokens', type: 'bigint', transformer: bigintAsNumber })
  extraTokens: number;
}

/** The whole school's AI tokens in one school day, and when they reached AI_DAILY_TOKENS_TOTAL. */
@Entity({ name: 'ai_daily_school_usage' })
export class AiDailySchoolUsage {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  tokens: number;

  @Column({ name: 'reserved_tokens', type: 'bigint', transformer: bigintAsNumber })
  reservedTokens: number;

  @Column({ name: 'reserved_until', type: 'timestamptz', nullable: true })
  reservedUntil: Date | null;

  @Column({ name: 'ceiling_reached_at', type: 'timestamptz', nullable: true })
  ceilingReachedAt: Date | null;
}
