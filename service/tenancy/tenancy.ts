import { INDUSTRIES, type Industry } from '../../shared/scopes';
import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { BranchRow, CompanyRow } from '../db/entities';
import { newId } from '../util/ids';
import { isoNow, type Clock } from '../util/clock';
import { Validator, NAME_RULE } from '../util/validate';
import { hashPassword, isAcceptablePassword, PASSWORD_RULE } from '../accounts/passwords';
import type { AuditLog, Actor } from '../audit/audit-log';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export const isCurrency = (v: unknown): v is string => typeof v === 'string' && CURRENCIES.has(v);
export const isTimeZone = (v: unknown): v is string => typeof v === 'string' && TIME_ZONES.has(v);

export interface CompanyInput {
  name: unknown;
  industry: unknown;
}
export interface BranchInput {
  name: unknown;
  currency: unknown;
  timeZone: unknown;
}
export interface SetupInput {
  company: CompanyInput;
  branch: BranchInput;
  admin: { username: unknown; password: unknown; displayName?: unknown };
}

export interface Tenant {
  company: CompanyRow;
  branch: BranchRow;
}

const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;

/** Companies and branches, and the first-run setup shared by the CLI and the desktop. */
export class Tenancy {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  isSetUp(): boolean {
    return this.db.prepare('SELECT 1 FROM users LIMIT 1').get() !== undefined;
  }

  private validateCompany(v: Validator, input: CompanyInput, prefix = 'company') {
    return {
      name: v.text(`${prefix}.name`, input.name, {
        ...NAME_RULE,
        message: 'Company name must be at least 3 characters.',
      }),
      industry: v.oneOf<Industry>(`${prefix}.industry`, input.industry, INDUSTRIES, 'Industry'),
    };
  }

  private validateBranch(v: Validator, input: BranchInput, prefix = 'branch') {
    const name = v.text(`${prefix}.name`, input.name, {
      ...NAME_RULE,
      message: 'Branch name must be at least 3 characters.',
    });
    const currency =
      typeof input.currency === 'string' ? input.currency.toUpperCase() : input.currency;
    if (!isCurrency(currency))
      v.add(`${prefix}.currency`, 'Currency must be an ISO 4217 code such as EUR or USD.');
    if (!isTimeZone(input.timeZone))
      v.add(`${prefix}.timeZone`, 'Time zone must be an IANA name such as Europe/Paris or UTC.');
    return { name, currency: currency as string, timeZone: input.timeZone as string };
  }

  /** First run: Super Admin, first company and branch, in one transaction. */
  async setup(input: SetupInput): Promise<Tenant & { userId: string }> {
    if (this.isSetUp())
      throw new AppError('already_set_up', 'This data directory is already set up.');
    const v = new Validator();
    const company = this.validateCompany(v, input.company);
    const branch = this.validateBranch(v, input.branch);
    const username = input.admin.username;
    if (typeof username !== 'string' || !USERNAME.test(username))
      v.add(
        'admin.username',
        'Username must be 3 to 64 letters, digits, dots, dashes or underscores.',
      );
    if (!isAcceptablePassword(input.admin.password)) v.add('admin.password', PASSWORD_RULE);
    v.done();
    const passwordHash = await hashPassword(input.admin.password as string);
    const now = isoNow(this.clock);
    const userId = newId('usr');
    const tenant = this.db.tx(() => {
      if (this.isSetUp())
        throw new AppError('already_set_up', 'This data directory is already set up.');
      this.db
        .prepare(
          `INSERT INTO users (id, username, display_name, password_hash, role, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'super_admin', ?, ?)`,
        )
        .run(
          userId,
          username,
          typeof input.admin.displayName === 'string' ? input.admin.displayName : username,
          passwordHash,
          now,
          now,
        );
      const c = this.insertCompany(company.name!, company.industry!, now);
      const b = this.insertBranch(c.id, branch, now);
      this.audit.record({
        actor: `user:${username as string}`,
        action: 'setup.completed',
        targetType: 'company',
        targetId: c.id,
        companyId: c.id,
        branchId: b.id,
        details: { username },
      });
      return { company: c, branch: b };
    });
    return { ...tenant, userId };
  }

  private insertCompany(name: string, industry: Industry, now: string): CompanyRow {
    const row: CompanyRow = { id: newId('cmp'), name, industry, created_at: now };
    this.db
      .prepare(
        'INSERT INTO companies (id, name, industry, created_at) VALUES (@id, @name, @industry, @created_at)',
      )
      .run(row);
    return row;
  }

  private insertBranch(
    companyId: string,
    b: { name?: string; currency: string; timeZone: string },
    now: string,
  ): BranchRow {
    const row: BranchRow = {
      id: newId('brn'),
      company_id: companyId,
      name: b.name!,
      currency: b.currency,
      time_zone: b.timeZone,
      created_at: now,
    };
    this.db
      .prepare(
        'INSERT INTO branches (id, company_id, name, currency, time_zone, created_at) VALUES (@id, @company_id, @name, @currency, @time_zone, @created_at)',
      )
      .run(row);
    return row;
  }

  createCompany(input: CompanyInput & { branch: BranchInput }, actor: Actor): Tenant {
    const v = new Validator();
    const company = this.validateCompany(v, input);
    const branch = this.validateBranch(v, input.branch);
    v.done();
    const now = isoNow(this.clock);
    return this.db.tx(() => {
      const c = this.insertCompany(company.name!, company.industry!, now);
      const b = this.insertBranch(c.id, branch, now);
      this.audit.record({
        actor,
        action: 'company.created',
        targetType: 'company',
        targetId: c.id,
        companyId: c.id,
        details: { name: c.name },
      });
      return { company: c, branch: b };
    });
  }

  createBranch(companyId: string, input: BranchInput, actor: Actor): BranchRow {
    this.company(companyId);
    const v = new Validator();
    const branch = this.validateBranch(v, input);
    v.done();
    const b = this.insertBranch(companyId, branch, isoNow(this.clock));
    this.audit.record({
      actor,
      action: 'branch.created',
      targetType: 'branch',
      targetId: b.id,
      companyId,
      branchId: b.id,
      details: { name: b.name },
    });
    return b;
  }

  company(companyId: string): CompanyRow {
    const row = this.db
      .prepare<[string], CompanyRow>('SELECT * FROM companies WHERE id = ?')
      .get(companyId);
    if (!row) throw new AppError('not_found', `No company with id ${companyId}.`);
    return row;
  }

  /** The branch, checked to belong to the company: ids of another tenant are "not found". */
  tenant(companyId: string, branchId: string): Tenant {
    const company = this.company(companyId);
    const branch = this.db
      .prepare<[string, string], BranchRow>(
        'SELECT * FROM branches WHERE id = ? AND company_id = ?',
      )
      .get(branchId, companyId);
    if (!branch)
      throw new AppError('not_found', `No branch with id ${branchId} in company ${companyId}.`);
    return { company, branch };
  }

  requireBranch(branchId: string): BranchRow {
    const row = this.branch(branchId);
    if (!row) throw new AppError('not_found', `No branch with id ${branchId}.`);
    return row;
  }

  branch(branchId: string): BranchRow | undefined {
    return this.db
      .prepare<[string], BranchRow>('SELECT * FROM branches WHERE id = ?')
      .get(branchId);
  }

  companies(): CompanyRow[] {
    return this.db.prepare<[], CompanyRow>('SELECT * FROM companies ORDER BY name').all();
  }

  branches(companyId: string): BranchRow[] {
    return this.db
      .prepare<[string], BranchRow>(`SELECT * FROM branches WHERE company_id = ? ORDER BY name`)
      .all(companyId);
  }
}
