import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account that sent a contact query while signed in (docs/security.md, "Contact replies"):
 * replies are shown in the app only to that account, or, for a query sent signed out, to an
 * account whose email is verified. Nullable without a default: no table rewrite.
 */
export class ContactQuerySender1766000000001 implements MigrationInterface {
  name = 'ContactQuerySender1766000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE contact_queries ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX contact_queries_user_id_idx ON contact_queries (user_id) WHERE user_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contact_queries DROP COLUMN user_id`);
  }
}
