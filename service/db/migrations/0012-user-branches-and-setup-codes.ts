import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts managed through the open API (docs/api.md, "Administration"):
 * - `user_branches`: the branches a user is limited to; none means every branch of the user's
 *   companies (as before). A key manages only users limited to its own branch.
 * - `deleted_at`: a deleted user is kept (audit entries name it) but disabled and never listed.
 * - `setup_code_hash` / `setup_code_expires_at`: the one-time code with which a user created
 *   through the API chooses a password at the console's sign-in screen (SHA-256; 72 hours).
 * Existing users get no branch rows and NULLs: nothing changes for them.
 */
export class UserBranchesAndSetupCodes1764800000000 implements MigrationInterface {
  name = 'UserBranchesAndSetupCodes1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN deleted_at TEXT');
    await queryRunner.query('ALTER TABLE users ADD COLUMN setup_code_hash TEXT');
    await queryRunner.query('ALTER TABLE users ADD COLUMN setup_code_expires_at TEXT');
    await queryRunner.query(`CREATE TABLE user_branches (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  branch_id TEXT NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, branch_id)
)`);
    await queryRunner.query('CREATE INDEX user_branches_branch ON user_branches (branch_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_branches');
    await queryRunner.query('ALTER TABLE users DROP COLUMN setup_code_expires_at');
    await queryRunner.query('ALTER TABLE users DROP COLUMN setup_code_hash');
    await queryRunner.query('ALTER TABLE users DROP COLUMN deleted_at');
  }
}
