import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The class a conversation belongs to (docs/classes.md): its rules apply to every turn, and the
 * class's teachers see it. Nullable without a default (no table rewrite); the foreign key is added
 * NOT VALID and validated separately, so a big conversations table is never locked for writes
 * while it is checked (every existing row is NULL).
 */
export class ConversationClass1767000000001 implements MigrationInterface {
  name = 'ConversationClass1767000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE conversations ADD COLUMN class_id uuid`);
    await queryRunner.query(
      `ALTER TABLE conversations ADD CONSTRAINT conversations_class_id_fkey
         FOREIGN KEY (class_id) REFERENCES classes (id) ON DELETE SET NULL NOT VALID`,
    );
    await queryRunner.query(`ALTER TABLE conversations VALIDATE CONSTRAINT conversations_class_id_fkey`);
    // A class's conversations, latest activity first (the console's class scope, the live view).
    await queryRunner.query(
      `CREATE INDEX conversations_class_id_updated_at_idx ON conversations (class_id, updated_at DESC)
         WHERE class_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE conversations DROP COLUMN class_id`);
  }
}
