import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { STAFF_LEVEL_LABELS, STAFF_MESSAGES, staffLevelOf, type StaffLevel } from '../../../shared/staff';
import {
  STAFF_FORM_MESSAGES,
  type InvitationAccept,
  type InvitationView,
  type StaffInvitation,
  type StaffListResponse,
} from '../../../shared/staff-forms';
import type { StaffInvitationRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { staffInvitationMail } from '../../mail/mail-templates';
import type { Auth } from '../../plugins/auth/auth';
import { passwordProblem } from '../../plugins/auth/password-policy';
import type { StaffActor, StaffRepository } from './staff.repository';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** The page the mailed link opens, with ?token=. */
export const JOIN_PATH = '/staff/join';

export interface StaffServiceOptions {
  repository: StaffRepository;
  auth: Auth;
  publicUrl: string;
  /** The trading name the invitation speaks with (the shop's identity). */
  shopName: () => string;
  /** Queues mail in the caller's transaction (the durable outbox), and wakes its sender after commit. */
  queueMail: (
    tx: Transaction,
    mail: { to: string; subject: string; text: string; html: string; link?: string },
  ) => Promise<void>;
  mailQueued: () => void;
  now?: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toInvitation(row: StaffInvitationRow): StaffInvitation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    staffLevel: row.staffLevel as StaffLevel,
    invitedBy: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The member about to move to `next` (null: out of the team), with their level now. The owners' rows are
 * locked first, so two owners acting at once queue here; refused when the member is not on the team, or is
 * the last owner and would stop being one.
 */
async function memberLeavingLevel(repository: StaffRepository, userId: string, next: StaffLevel | null) {
  const owners = await repository.lockOwners();
  const member = await repository.findUser(userId);
  const level = staffLevelOf(member);
  if (!member || !level) throw new AppError('NOT_FOUND', STAFF_FORM_MESSAGES.notOnTeam);
  const lastOwner = level === 'owner' && owners.every((id) => id === userId);
  if (lastOwner && next !== 'owner') throw new AppError('CONFLICT', STAFF_MESSAGES.lastOwner);
  return { member, level };
}

/**
 * The owners' Staff section: invite by mail, change a level, remove access; and the invitee's side of the
 * link. The shop keeps at least one owner: the last cannot be lowered or removed (their rows are locked
 * while it is checked, so two owners acting at once cannot both go).
 */
export class StaffService {
  private readonly now: () => Date;

  constructor(private readonly options: StaffServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async list(): Promise<StaffListResponse> {
    const { repository } = this.options;
    const [members, invitations] = await Promise.all([
      repository.members(),
      repository.pendingInvitations(this.now()),
    ]);
    return {
      members: members.map((member) => ({
        id: member.id,
        name: member.name,
        email: member.email,
        staffLevel: staffLevelOf(member)!,
        joinedAt: member.createdAt.toISOString(),
      })),
      invitations: invitations.map(toInvitation),
    };
  }

  async invite(
    input: { name: string; email: string; staffLevel: StaffLevel },
    actor: StaffActor,
  ): Promise<StaffInvitation> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const invitation = await this.options.repository.transaction(async (repository, tx) => {
      const existing = await repository.findUserByEmail(input.email);
      if (staffLevelOf(existing)) throw new AppError('CONFLICT', STAFF_FORM_MESSAGES.alreadyOnTeam);
      // A new invitation to the same address replaces the pending one (a lost mail is sent again).
      await repository.revokeInvitationsTo(input.email, now);
      const row = await repository.insertInvitation({
        id: randomUUID(),
        email: input.email,
        name: input.name,
        staffLevel: input.staffLevel,
        tokenHash: hashToken(token),
        invitedById: actor.id,
        invitedByName: actor.name,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
      });
      const link = `${this.options.publicUrl}${JOIN_PATH}?token=${token}`;
      const mail = staffInvitationMail(
        this.options.shopName(),
        input.name,
        actor.name,
        STAFF_LEVEL_LABELS[input.staffLevel],
        link,
        INVITATION_DAYS,
      );
      await this.options.queueMail(tx, {
        to: input.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        link: mail.link,
      });
      await repository.record({
        kind: 'staff',
        action: 'invited',
        actor,
        subject: input.email,
        details: { staffLevel: { from: null, to: input.staffLevel } },
      });
      return row;
    });
    this.options.mailQueued();
    return toInvitation(invitation);
  }

  async revokeInvitation(id: string, actor: StaffActor): Promise<void> {
    await this.options.repository.transaction(async (repository) => {
      const row = await repository.revokeInvitation(id, this.now());
      if (!row) throw new AppError('NOT_FOUND', STAFF_FORM_MESSAGES.invitationNotFound);
      await repository.record({ kind: 'staff', action: 'invitation_revoked', actor, subject: row.email });
    });
  }

  async changeLevel(userId: string, staffLevel: StaffLevel, actor: StaffActor): Promise<void> {
    await this.options.repository.transaction(async (repository) => {
      const { member, level } = await memberLeavingLevel(repository, userId, staffLevel);
      if (level === staffLevel) return;
      await repository.setStaff(userId, { role: 'admin', staffLevel });
      await repository.record({
        kind: 'staff',
        action: 'level_changed',
        actor,
        subject: member.email,
        details: { staffLevel: { from: level, to: staffLevel } },
      });
    });
  }

  /** Removes access: the account stays a customer's, signed out everywhere. */
  async remove(userId: string, actor: StaffActor): Promise<void> {
    await this.options.repository.transaction(async (repository) => {
      const { member, level } = await memberLeavingLevel(repository, userId, null);
      await repository.setStaff(userId, { role: 'customer', staffLevel: null });
      await repository.endSessions(userId);
      await repository.record({
        kind: 'staff',
        action: 'removed',
        actor,
        subject: member.email,
        details: { staffLevel: { from: level, to: null } },
      });
    });
  }

  /** What the join page shows; the same 404 for a token that never was, was used, revoked or expired. */
  async invitation(token: string): Promise<InvitationView> {
    const row = await this.options.repository.invitationByTokenHash(hashToken(token), this.now());
    if (!row) throw new AppError('NOT_FOUND', STAFF_FORM_MESSAGES.invitationInvalid);
    return { name: row.name, email: row.email, staffLevel: row.staffLevel as StaffLevel };
  }

  /**
   * The invitee sets a password: a new account is created (verified: the mailed link proves the
   * address), or an existing customer's account gets the new password and is signed out elsewhere. The
   * level is granted in one transaction with the invitation's use, so a link revoked meanwhile grants nothing.
   */
  async accept(input: InvitationAccept): Promise<{ email: string }> {
    const problem = passwordProblem(input.password);
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
    const tokenHash = hashToken(input.token);
    const { repository, auth } = this.options;
    const invitation = await repository.invitationByTokenHash(tokenHash, this.now());
    if (!invitation) throw new AppError('NOT_FOUND', STAFF_FORM_MESSAGES.invitationInvalid);

    const context = await auth.$context;
    let account = await repository.findUserByEmail(invitation.email);
    if (account) {
      const hash = await context.password.hash(input.password);
      const credential = (await context.internalAdapter.findAccounts(account.id)).find(
        (entry) => entry.providerId === 'credential',
      );
      if (credential) await context.internalAdapter.updatePassword(account.id, hash);
      else
        await context.internalAdapter.linkAccount({
          userId: account.id,
          providerId: 'credential',
          accountId: account.id,
          password: hash,
        });
      await context.internalAdapter.updateUser(account.id, { name: input.name, emailVerified: true });
    } else {
      const created = await auth.api.createUser({
        body: {
          email: invitation.email,
          password: input.password,
          name: input.name,
          data: { emailVerified: true },
        },
      });
      account = await repository.findUser(created.user.id);
    }
    if (!account) throw new AppError('NOT_FOUND', STAFF_FORM_MESSAGES.invitationInvalid);
    const userId = account.id;

    await repository.transaction(async (team) => {
      const current = await team.invitationByTokenHash(tokenHash, this.now(), true);
      if (!current) throw new AppError('NOT_FOUND', STAFF_FORM_MESSAGES.invitationInvalid);
      await team.markAccepted(current.id, this.now());
      await team.setStaff(userId, { role: 'admin', staffLevel: current.staffLevel });
      await team.endSessions(userId);
      await team.record({
        kind: 'staff',
        action: 'joined',
        actor: { id: userId, name: input.name, email: current.email },
        subject: current.email,
        details: { staffLevel: { from: null, to: current.staffLevel } },
      });
    });
    return { email: invitation.email };
  }
}
