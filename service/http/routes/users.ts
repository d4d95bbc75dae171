import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import { DISPLAY_NAME_RULE, type Users } from '../../accounts/users';
import type { UserRow } from '../../db/entities';
import { checkVersion } from '../../resources/context';
import { sendOnce, writeHeaders, writeOptionsOf } from '../../resources/http';
import {
  keyedPage,
  keyedPageSchema,
  keyedQuery,
  type KeyedQuery,
} from '../../resources/keyed-page';
import { text } from '../../resources/fields';
import type { Writer } from '../../resources/writer';
import { authErrors, idSchema, timestamp } from '../schemas';
import {
  actorOf,
  isManageableUser,
  KEY_MANAGED_ROLES,
  requireGrantableRole,
  requireManageableUser,
  requireOwnBranches,
  requireOwnContext,
} from './caller-limits';

/**
 * /users: the console's and the CLI's staff account operations (service/accounts/users.ts) for
 * the Managers, Cashiers and Staff limited to the key's branch (caller-limits.ts). A user made
 * here chooses a password with a one-time setup code at the console's sign-in screen: no
 * password travels through the API.
 */

const TAGS = ['Users'];

const userSchema = {
  type: 'object',
  description: 'A staff account; never its password hash, two-factor secret or recovery codes',
  properties: {
    id: idSchema('usr'),
    username: { type: 'string', examples: ['maria.k'] },
    display_name: { type: 'string' },
    role: { type: 'string', enum: [...KEY_MANAGED_ROLES] },
    status: { type: 'string', enum: ['active', 'disabled'] },
    branch_ids: {
      type: 'array',
      items: { type: 'string' },
      description: "The branches the user may work in: the key's own",
    },
    last_sign_in_at: { ...timestamp, type: ['string', 'null'] },
    two_factor: { type: 'boolean', description: 'Two-factor sign-in is on' },
    setup_pending: {
      type: 'boolean',
      description: 'The user has not yet chosen a password with their setup code',
    },
    created_at: timestamp,
    updated_at: timestamp,
    version: {
      type: 'integer',
      description:
        'Raised on every change of the account (not by a sign-in); send it as If-Match ("3")',
    },
  },
  required: [
    'id',
    'username',
    'display_name',
    'role',
    'status',
    'branch_ids',
    'last_sign_in_at',
    'two_factor',
    'setup_pending',
    'created_at',
    'updated_at',
    'version',
  ],
};

const createdSchema = {
  ...userSchema,
  description: 'The new user with their one-time setup code, shown this once',
  properties: {
    ...userSchema.properties,
    setup_code: {
      type: 'string',
      description:
        'Shown once: the user types it with their username at the console\'s sign-in screen ("I have a setup code") to choose a password',
      examples: ['7K2M-Q9XB-4TNR-A1CD-8HJW'],
    },
    setup_code_expires_at: { ...timestamp, description: '72 hours from now' },
  },
  required: [...userSchema.required, 'setup_code', 'setup_code_expires_at'],
};

const roleField = {
  type: 'string',
  maxLength: 64,
  description: 'manager, cashier or staff (admin and super_admin: 403 forbidden)',
};
const branchIdsField = {
  type: 'array',
  maxItems: 100,
  items: { type: 'string', maxLength: 64 },
  description: "Exactly the key's own branch (any other: 403 forbidden)",
};

const displayName = {
  ...text(DISPLAY_NAME_RULE).input,
  description: 'One line of 1 to 100 characters once trimmed; left out at create: the username',
};

const createBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', maxLength: 200 },
    display_name: displayName,
    role: roleField,
    branch_ids: { ...branchIdsField, description: `${branchIdsField.description}; default it` },
    company_id: { type: 'string', maxLength: 64, description: "Optional; the key's own only" },
  },
  required: ['username', 'role'],
};

/**
 * Runs a staff account change with its field errors named as the API's bodies name them: the
 * service names them as the console's forms do (displayName).
 */
function inApiNames<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields.map((f) => ({
      ...f,
      path: f.path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    }));
    throw new AppError(error.code, error.message, fields, error.details);
  }
}

const updateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    display_name: displayName,
    status: {
      type: 'string',
      enum: ['active', 'disabled'],
      description: 'disabled: the user cannot sign in, and a console session ends at once',
    },
  },
};

const roleBody = {
  type: 'object',
  additionalProperties: false,
  properties: { role: roleField },
  required: ['role'],
};

const branchesBody = {
  type: 'object',
  additionalProperties: false,
  properties: { branch_ids: branchIdsField },
  required: ['branch_ids'],
};

const userParam = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      maxLength: 64,
      description: 'The user id',
      examples: ['usr_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
    },
  },
  required: ['id'],
};

const problem = { $ref: 'Problem#' };
const errors = { ...authErrors, 404: problem, 413: problem, 415: problem };
const writeErrors = { ...errors, 412: problem };
const checked = writeHeaders(true, false);

type Params = { id: string };
type Body = Record<string, unknown>;

export function userRoutes(users: Users, writer: Writer) {
  const facts = (row: UserRow) => ({
    role: row.role as string,
    company_ids: users.companyIds(row.id),
    branch_ids: users.branchIds(row.id),
  });

  const apiView = (row: UserRow) => ({
    id: row.id,
    username: row.username,
    display_name: row.display_name,
    role: row.role,
    status: row.disabled === 1 ? 'disabled' : 'active',
    branch_ids: users.branchIds(row.id),
    last_sign_in_at: row.last_login_at,
    two_factor: row.totp_enabled === 1,
    setup_pending: row.setup_code_hash !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  });

  /** A live user the key may manage, else 404 (as for an unknown id). */
  const manageable = (request: FastifyRequest, id: string): UserRow => {
    const notFound = `No user with id ${id.slice(0, 64)} in this branch.`;
    let row: UserRow;
    try {
      row = users.live(id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') {
        throw new AppError('not_found', notFound);
      }
      throw error;
    }
    requireManageableUser(request, facts(row), notFound);
    return row;
  };

  /**
   * A change to a manageable user whose version the caller's If-Match names (412 otherwise),
   * looked up and made in one transaction: of two writes with the same If-Match, one wins.
   */
  const change = (
    request: FastifyRequest,
    reply: FastifyReply,
    work: (row: UserRow) => void,
  ): FastifyReply => {
    const done = writer.write(undefined, () => {
      const row = manageable(request, (request.params as Params).id);
      checkVersion('user', row.version, writeOptionsOf(request));
      work(row);
      return { status: 200, body: reply.serialize(fresh(row.id)) as string };
    });
    return reply.type('application/json; charset=utf-8').send(done.body);
  };

  const fresh = (id: string) => apiView(users.row(id));
  /** The key's company and branch, on the audit entry of what it does. */
  const placeOf = (request: FastifyRequest) => ({
    companyId: request.apiKey!.company_id,
    branchId: request.apiKey!.branch_id,
  });

  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      '/users',
      {
        config: { scope: 'users:view' },
        schema: {
          summary: "List the branch's staff accounts",
          description:
            "Managers, Cashiers and Staff whose access is limited to the key's branch; Admins, Super Admins and users of other or of every branch are not shown. Newest first, a page at a time (`limit`, `cursor`).",
          tags: TAGS,
          querystring: keyedQuery,
          response: { 200: keyedPageSchema(userSchema), ...authErrors },
        },
      },
      async (request: FastifyRequest<{ Querystring: KeyedQuery }>) => {
        const rows = users
          .list()
          .filter((u) => isManageableUser(request, { ...u, branch_ids: users.branchIds(u.id) }))
          .sort((a, b) =>
            a.created_at === b.created_at
              ? b.id.localeCompare(a.id)
              : b.created_at.localeCompare(a.created_at),
          );
        const page = keyedPage(request, 'users', rows, (u) => [u.created_at, u.id], request.query);
        return { ...page, data: page.data.map((u) => fresh(u.id)) };
      },
    );

    app.get<{ Params: Params }>(
      '/users/:id',
      {
        config: { scope: 'users:view' },
        schema: {
          summary: 'Show a staff account',
          tags: TAGS,
          params: userParam,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => apiView(manageable(request, request.params.id)),
    );

    app.post<{ Body: Body }>(
      '/users',
      {
        config: { scope: 'users:create' },
        schema: {
          summary: 'Create a staff account',
          description:
            "A Manager, Cashier or Staff of the key's branch. No password: `setup_code` (in this response only, valid 72 hours) lets the user choose one at the console's sign-in screen.",
          tags: TAGS,
          headers: writeHeaders(false, true),
          body: createBody,
          response: { 201: createdSchema, ...errors, 409: problem },
        },
      },
      async (request, reply: FastifyReply) => {
        const body = request.body;
        requireOwnContext(request, body);
        requireGrantableRole(body.role);
        const key = request.apiKey!;
        const branchIds = body.branch_ids ?? [key.branch_id];
        requireOwnBranches(request, branchIds);
        const hash = await users.unknownPasswordHash();
        const location = (made: Record<string, string>) => `/api/v1/users/${made.id}`;
        return sendOnce(writer, request, reply, { status: 201, sealed: true, location }, () => {
          const made = inApiNames(() =>
            users.inviteWith(
              hash,
              {
                username: body.username,
                displayName: body.display_name,
                role: body.role,
                companyIds: [key.company_id],
                branchIds: branchIds as string[],
              },
              actorOf(request),
              placeOf(request),
            ),
          );
          return {
            ...fresh(made.user.id),
            setup_code: made.setupCode,
            setup_code_expires_at: made.expiresAt,
          };
        });
      },
    );

    app.patch<{ Params: Params; Body: Body }>(
      '/users/:id',
      {
        config: { scope: 'users:update' },
        schema: {
          summary: "Change a staff account's display name or status",
          description:
            'Fields left out keep their value. The role and branch access have their own permissions (PUT …/role, PUT …/branches).',
          tags: TAGS,
          params: userParam,
          headers: checked,
          body: updateBody,
          response: { 200: userSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const body = request.body;
        return change(request, reply, (row) =>
          inApiNames(() =>
            users.update(
              row.id,
              {
                ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
                ...(body.status !== undefined ? { disabled: body.status === 'disabled' } : {}),
              },
              actorOf(request),
              '',
              placeOf(request),
            ),
          ),
        );
      },
    );

    app.put<{ Params: Params; Body: Body }>(
      '/users/:id/role',
      {
        config: { scope: 'users:manage_roles' },
        schema: {
          summary: "Change a staff account's role",
          description: 'Among Manager, Cashier and Staff only.',
          tags: TAGS,
          params: userParam,
          headers: checked,
          body: roleBody,
          response: { 200: userSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        requireGrantableRole(request.body.role);
        return change(request, reply, (row) =>
          users.update(row.id, { role: request.body.role }, actorOf(request), '', placeOf(request)),
        );
      },
    );

    app.put<{ Params: Params; Body: Body }>(
      '/users/:id/branches',
      {
        config: { scope: 'users:manage_access' },
        schema: {
          summary: "Set a staff account's branch access",
          description:
            "Within the key's branch only: branch_ids must be exactly [the key's branch].",
          tags: TAGS,
          params: userParam,
          headers: checked,
          body: branchesBody,
          response: { 200: userSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        requireOwnBranches(request, request.body.branch_ids);
        return change(request, reply, (row) =>
          users.setBranches(row.id, request.body.branch_ids, actorOf(request), placeOf(request)),
        );
      },
    );

    app.delete<{ Params: Params }>(
      '/users/:id',
      {
        config: { scope: 'users:delete' },
        schema: {
          summary: 'Delete a staff account',
          description:
            'Soft: the account stays for the audit trail but cannot sign in and is no longer listed; a console session of the user ends at its next action.',
          tags: TAGS,
          params: userParam,
          headers: checked,
          response: { 204: { type: 'null', description: 'Deleted' }, ...writeErrors },
        },
      },
      async (request, reply) => {
        writer.write(undefined, () => {
          const row = manageable(request, request.params.id);
          checkVersion('user', row.version, writeOptionsOf(request));
          users.delete(row.id, actorOf(request), '', placeOf(request));
          return { status: 204, body: '' };
        });
        return reply.code(204).send();
      },
    );
  };
}
