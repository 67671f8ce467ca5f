import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * INACTIVE_ACCOUNT_DAYS counts from an account's last sign-in, recorded from now on. Accounts that
 * existed before have none: counting from their sign-up would warn and delete students who signed
 * in yesterday, so their count starts today. (One short UPDATE of a school's accounts.)
 */
export class LastSignInBackfill1769000000002 implements MigrationInterface {
  name = 'LastSignInBackfill1769000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE users SET last_sign_in_at = now() WHERE last_sign_in_at IS NULL`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the column goes with the previous migration's down().
  }
}
