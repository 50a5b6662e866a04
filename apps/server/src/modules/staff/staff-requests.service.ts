import { randomBytes } from 'node:crypto';
import type {
  StaffCreateAnswer,
  StaffRequest,
  StaffUpdateAnswer,
} from '@lobby/contract/console-staff';
import type { PendingApproval } from '@lobby/contract/console-audit';
import { needsSecondAdmin, type StaffRole } from '@lobby/contract/values/console';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { hashPassword } from '../accounts/passwords';
import { auditedChange, type AuditChange, type StaffAuditBy } from '../audit/audit-by';
import type { StaffFourEyes } from './staff-four-eyes';
import type { StaffMembersService } from './staff-members.service';
import { lockStaff, lockStaffByEmail, updateStaff, upsertStaff } from './staff.repo';
import {
  countPendingStaffRequests,
  decideStaffRequest,
  findStaffRequest,
  insertStaffRequest,
  listStaffRequests,
  type StaffRequestRow,
} from './staff-requests.repo';

/** The most requests a list answers. */
const LIST_MAX = 100;

const requestOf = (row: Omit<StaffRequestRow, 'passwordHash'>): StaffRequest => ({
  id: Number(row.id),
  kind: row.kind as StaffRequest['kind'],
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  staffId: row.staffId === null ? null : Number(row.staffId),
  status: row.status as StaffRequest['status'],
  requestedBy: Number(row.requestedBy),
  requestedByName: row.requestedByName,
  decidedBy: row.decidedBy === null ? null : Number(row.decidedBy),
  decidedByName: row.decidedByName,
  refuseReason: row.refuseReason,
  createdAt: Number(row.createdAt),
  decidedAt: row.decidedAt === null ? null : Number(row.decidedAt),
});

/**
 * Staff members an admin makes or changes in the console (docs/console.md "Four eyes"): a member
 * whose role holds `ledger`, `mail.broadcast` or `staff` (needsSecondAdmin) is not made, nor given
 * such a role, by one admin alone: the request is stored pending, and the member made or the
 * role given only when another admin approves, one who is neither the requester, nor the member
 * concerned, nor made or promoted by the requester lately (StaffFourEyes). Other roles, and the
 * ops CLI (who holds the server), change at once (StaffMembersService).
 */
export class StaffRequestsService {
  constructor(
    private readonly db: Db,
    private readonly members: StaffMembersService,
    private readonly fourEyes: StaffFourEyes,
  ) {}

  /**
   * A pending request stored by `by` in an audited change's transaction, with its audit entry;
   * a second pending request about the same member is refused (STAFF_REQUEST_PENDING).
   */
  async #stored(
    trx: Db,
    by: StaffAuditBy,
    fields: Omit<Parameters<typeof insertStaffRequest>[1], 'requestedBy' | 'requestedByName'>,
    audit: (requestId: number) => AuditChange,
  ) {
    const made = await insertStaffRequest(trx, {
      ...fields,
      requestedBy: by.actor.id,
      requestedByName: by.actor.name,
    });
    if (made === null) throw new AppError(ErrorCode.STAFF_REQUEST_PENDING);
    return { result: made, audit: audit(made) };
  }

  async request(id: number): Promise<StaffRequest> {
    const row = await findStaffRequest(this.db, id);
    if (!row) throw new AppError(ErrorCode.STAFF_REQUEST_NOT_FOUND);
    return requestOf(row);
  }

  /**
   * staffCreate: the member made now, or for a privileged role the request stored. A generated
   * password is answered to the requester in both cases (stored hashed with the request until
   * it is decided), so the new member's first sign-in stays in the requester's hands.
   */
  async create(
    input: { email: string; name: string; role: StaffRole; password?: string | undefined },
    by: StaffAuditBy,
  ): Promise<StaffCreateAnswer> {
    if (!needsSecondAdmin(input.role)) {
      const made = await this.members.createMember(input, by);
      return { ...made, request: null };
    }
    const email = input.email.trim().toLowerCase();
    const password = input.password ?? randomBytes(18).toString('base64url');
    const passwordHash = await hashPassword(password);
    const id = await auditedChange(this.db, by, async (trx) => {
      if (await lockStaffByEmail(trx, email)) throw new AppError(ErrorCode.STAFF_EMAIL_TAKEN);
      return this.#stored(
        trx,
        by,
        {
          kind: 'create',
          email,
          name: input.name,
          role: input.role,
          staffId: null,
          passwordHash,
        },
        (made) => ({
          action: 'staffCreateRequest',
          target: `staffRequest:${made}`,
          after: { email, name: input.name, role: input.role, status: 'pending' },
        }),
      );
    });
    return {
      staff: null,
      request: await this.request(id),
      password: input.password === undefined ? password : null,
    };
  }

  /**
   * staffUpdate: a privileged role asked for is stored as a request (the member keeps their role
   * until it is approved); the rest of the change is made now.
   */
  async update(
    by: StaffAuditBy,
    id: number,
    change: { name?: string | undefined; role?: StaffRole | undefined; disabled?: boolean },
  ): Promise<StaffUpdateAnswer> {
    const { role, ...rest } = change;
    const current = await this.members.member(id);
    if (role === undefined || role === current.role || !needsSecondAdmin(role))
      return { staff: await this.members.updateMember(by, id, change), request: null };
    if (by.actor.id === id) throw new AppError(ErrorCode.STAFF_NOT_YOURSELF);
    const requestId = await auditedChange(this.db, by, (trx) =>
      this.#stored(
        trx,
        by,
        {
          kind: 'role',
          email: current.email,
          name: rest.name ?? current.name,
          role,
          staffId: id,
          passwordHash: null,
        },
        (made) => ({
          action: 'staffRoleRequest',
          target: `staff:${id}`,
          before: { role: current.role },
          after: { requestId: made, role, status: 'pending' },
        }),
      ),
    );
    const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const staff =
      Object.keys(defined).length > 0 ? await this.members.updateMember(by, id, defined) : current;
    return { staff, request: await this.request(requestId) };
  }

  list(status: StaffRequest['status']) {
    return listStaffRequests(this.db, status, LIST_MAX).then((rows) => rows.map(requestOf));
  }

  /**
   * A decision on a pending request, under its row lock: parallel decisions take turns and every
   * one after the first finds it decided (STAFF_REQUEST_DECIDED), so parallel approvals make one
   * member. Neither the requester nor the member it concerns may decide it.
   */
  #decide(
    by: StaffAuditBy,
    id: number,
    work: (
      trx: Db,
      row: StaffRequestRow,
    ) => Promise<{ target: string; before: unknown; after: unknown }>,
    action: string,
  ) {
    return auditedChange(this.db, by, async (trx) => {
      const row = await findStaffRequest(trx, id, true);
      if (!row) throw new AppError(ErrorCode.STAFF_REQUEST_NOT_FOUND);
      if (row.status !== 'pending') throw new AppError(ErrorCode.STAFF_REQUEST_DECIDED);
      if (Number(row.requestedBy) === by.actor.id || Number(row.staffId) === by.actor.id)
        throw new AppError(ErrorCode.STAFF_REQUEST_OWN);
      const { target, ...change } = await work(trx, row);
      return { result: undefined, audit: { action, target, ...change } };
    }).then(() => this.request(id));
  }

  /** Makes the member, or gives the role, asked for; recorded as the requester's doing. */
  approve(by: StaffAuditBy, id: number) {
    return this.#decide(
      by,
      id,
      async (trx, row) => {
        const requestedBy = Number(row.requestedBy);
        await this.fourEyes.requireMayApprove(trx, by.actor.id, requestedBy);
        const role = row.role as StaffRole;
        const asked = { requestId: id, kind: row.kind, email: row.email, role, requestedBy };
        if (row.kind === 'create') {
          const made = await upsertStaff(
            trx,
            {
              email: row.email,
              name: row.name,
              role,
              passwordHash: row.passwordHash!,
              createdBy: requestedBy,
            },
            false,
          );
          if (!made) throw new AppError(ErrorCode.STAFF_EMAIL_TAKEN);
          await decideStaffRequest(trx, id, {
            status: 'approved',
            staffId: made.id,
            decidedBy: by.actor.id,
            decidedByName: by.actor.name,
          });
          return {
            target: `staff:${made.id}`,
            before: null,
            after: { ...asked, staffId: made.id },
          };
        }
        const staffId = Number(row.staffId);
        const before = await lockStaff(trx, staffId);
        if (!before) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
        await updateStaff(trx, staffId, { role }, requestedBy);
        await decideStaffRequest(trx, id, {
          status: 'approved',
          staffId,
          decidedBy: by.actor.id,
          decidedByName: by.actor.name,
        });
        return { target: `staff:${staffId}`, before: { role: before.role }, after: asked };
      },
      'staffRequestApprove',
    );
  }

  refuse(by: StaffAuditBy, id: number, reason: string | undefined) {
    return this.#decide(
      by,
      id,
      async (trx, row) => {
        await decideStaffRequest(trx, id, {
          status: 'refused',
          staffId: null,
          decidedBy: by.actor.id,
          decidedByName: by.actor.name,
          refuseReason: reason ?? null,
        });
        return {
          target: `staffRequest:${id}`,
          before: { status: 'pending' },
          after: { status: 'refused', email: row.email, role: row.role, reason: reason ?? null },
        };
      },
      'staffRequestRefuse',
    );
  }

  /** The pending requests as the pending approvals list them (oldest first), with their count. */
  async pendingApprovals(limit: number): Promise<{ list: PendingApproval[]; count: number }> {
    const [rows, count] = await Promise.all([
      listStaffRequests(this.db, 'pending', limit),
      countPendingStaffRequests(this.db),
    ]);
    return {
      list: rows.map(requestOf).map((r) => ({
        kind: 'staffRequest',
        id: r.id,
        requestedBy: r.requestedBy,
        requestedByName: r.requestedByName,
        createdAt: r.createdAt,
        amount: null,
        subject: r.email,
        role: r.role,
      })),
      count,
    };
  }
}
