import {
  ADMIN_EMAIL_TAKEN_MESSAGE,
  ADMIN_LAST_OWNER_MESSAGE,
  ADMIN_NOT_PENDING_MESSAGE,
  ADMIN_ROLES,
  ADMIN_SELF_MESSAGE,
  type AdminTeamMember,
} from '@shop/contracts';
import { Form } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminMessage,
  AdminPage,
  adminStyles as styles,
  Badge,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { FormField, SelectField } from '~/components/ui/form-field.tsx';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { loadTeamScreen, teamAction, type TeamActionResult } from '~/data/admin-team.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';
import { useT } from '~/i18n/use-t.ts';
import type { Route } from './+types/admin-team';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_TEAM');

export async function loader(args: Route.LoaderArgs) {
  return loadTeamScreen(requireAdminSession(getShopRequest(args.context), args));
}

/** Invite, change a role, disable, enable, send the invitation again (told apart by `intent`). */
export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return teamAction(session, await args.request.formData());
}

/**
 * The back-office team (issue 22, docs/adr/0055-admin-roles.md): who can sign in, with which role, and the
 * invitations still open; an invite form (the new member gets a mail with a set-password link). A row becomes
 * a card on phones. Changes are refused by the API when they would lock the shop out (own role, last owner).
 */
export default function AdminTeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { team, meId } = loaderData;
  return (
    <AdminPage title={t('routes.ADMIN_TEAM.title')}>
      <p className={styles.muted}>{t('admin.team.intro')}</p>
      <MemberResult result={actionData} team={team} />
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="admin-team">
          <thead>
            <tr>
              <th>{t('admin.team.name')}</th>
              <th>{t('admin.team.role')}</th>
              <th>{t('admin.team.status')}</th>
              <th>{t('admin.team.lastSignIn')}</th>
              <th>{t('admin.team.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {team.map((member) => (
              <MemberRow key={member.id} member={member} self={member.id === meId} />
            ))}
          </tbody>
        </table>
      </div>
      <InviteForm result={actionData?.intent === 'invite' ? actionData : null} />
    </AdminPage>
  );
}

/** The API's team texts in the screen's language; other texts as the shared validation texts. */
const TEAM_MESSAGES: Readonly<Record<string, string>> = {
  [ADMIN_EMAIL_TAKEN_MESSAGE]: 'admin.team.api.emailTaken',
  [ADMIN_SELF_MESSAGE]: 'admin.team.api.self',
  [ADMIN_LAST_OWNER_MESSAGE]: 'admin.team.api.lastOwner',
  [ADMIN_NOT_PENDING_MESSAGE]: 'admin.team.api.notPending',
  'This administrator is disabled: enable them first.': 'admin.team.api.disabledFirst',
};
function localiseTeamMessage(t: Translate, message: string): string {
  const key =
    TEAM_MESSAGES[message] ?? (message.startsWith('The role must be one of') ? 'admin.team.api.role' : null);
  return key ? t(key) : localiseServerMessage(t, message);
}

function MemberResult({ result, team }: { result: TeamActionResult | undefined; team: AdminTeamMember[] }) {
  const t = useT();
  if (!result) return null;
  if (result.intent === 'invite') {
    return result.ok ? (
      <AdminMessage tone="success">{t('admin.team.invited', { email: result.email })}</AdminMessage>
    ) : null;
  }
  const name = team.find((member) => member.id === result.id)?.name ?? '';
  if (!result.ok) {
    return (
      <AdminMessage tone="error">
        {result.message ? localiseTeamMessage(t, result.message) : t('admin.team.failed')}
      </AdminMessage>
    );
  }
  return <AdminMessage tone="success">{t(`admin.team.done.${result.done}`, { name })}</AdminMessage>;
}

function MemberRow({ member, self }: { member: AdminTeamMember; self: boolean }) {
  const t = useT();
  const roleId = `team-role-${member.id}`;
  return (
    <tr data-testid="admin-team-row" data-email={member.email}>
      <td data-label={t('admin.team.name')}>
        <strong>{member.name}</strong>
        {self && <span className={styles.muted}> ({t('admin.team.you')})</span>}
        <br />
        <span className={styles.muted}>{member.email}</span>
      </td>
      <td data-label={t('admin.team.role')}>
        {self ? (
          t(`admin.roles.${member.role}`)
        ) : (
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="id" value={member.id} />
            <label htmlFor={roleId} className="visually-hidden">
              {t('admin.team.roleOf', { name: member.name })}
            </label>
            <select
              id={roleId}
              name="role"
              defaultValue={member.role}
              className={styles.input}
              data-testid="admin-team-role"
            >
              {ADMIN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`admin.roles.${role}`)}
                </option>
              ))}
            </select>
            <SubmitButton intent="role" tone="secondary" testId="admin-team-role-save">
              {t('admin.team.saveRole')}
            </SubmitButton>
          </Form>
        )}
      </td>
      <td data-label={t('admin.team.status')}>
        {!member.enabled ? (
          <Badge tone="bad">{t('admin.team.disabled')}</Badge>
        ) : member.invitationPending ? (
          <Badge tone="warn">{t('admin.team.pending')}</Badge>
        ) : (
          <Badge tone="good">{t('admin.team.active')}</Badge>
        )}
        {member.invitationPending && member.invitationExpiresAt && (
          <p className={styles.muted}>
            {t('admin.team.linkUntil')} <AdminDate iso={member.invitationExpiresAt} />
          </p>
        )}
      </td>
      <td data-label={t('admin.team.lastSignIn')}>
        {member.lastLoginAt ? (
          <AdminDate iso={member.lastLoginAt} />
        ) : (
          <span className={styles.muted}>—</span>
        )}
      </td>
      <td data-label={t('admin.team.actions')}>
        {!self && (
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="id" value={member.id} />
            {member.enabled ? (
              <SubmitButton intent="disable" tone="danger" testId="admin-team-disable">
                {t('admin.team.disable')}
              </SubmitButton>
            ) : (
              <SubmitButton intent="enable" tone="secondary" testId="admin-team-enable">
                {t('admin.team.enable')}
              </SubmitButton>
            )}
            {member.invitationPending && member.enabled && (
              <SubmitButton intent="resend" tone="secondary" testId="admin-team-resend">
                {t('admin.team.resend')}
              </SubmitButton>
            )}
          </Form>
        )}
      </td>
    </tr>
  );
}

function InviteForm({ result }: { result: Extract<TeamActionResult, { intent: 'invite' }> | null }) {
  const t = useT();
  const refused = result && !result.ok ? result : null;
  const error = (field: string) => {
    const message = refused?.errors[field];
    return message ? localiseTeamMessage(t, message) : undefined;
  };
  return (
    <section className={styles.panel} aria-labelledby="team-invite-title">
      <h2 id="team-invite-title" className={styles.panelTitle}>
        {t('admin.team.invite')}
      </h2>
      <p className={styles.muted}>{t('admin.team.inviteHint')}</p>
      {refused && (
        <AdminMessage tone="error">
          {refused.message
            ? localiseTeamMessage(t, refused.message)
            : t('admin.team.refused', { count: Object.keys(refused.errors).length })}
        </AdminMessage>
      )}
      <Form
        key={result?.ok ? `sent-${result.email}` : 'invite'}
        method="post"
        className={styles.form}
        noValidate
        data-testid="admin-team-invite"
      >
        <FormField
          name="email"
          type="email"
          label={t('admin.team.email')}
          autoComplete="off"
          required
          defaultValue={refused?.values.email}
          error={error('email')}
          testPrefix="admin-invite"
        />
        <FormField
          name="name"
          label={t('admin.team.name')}
          autoComplete="off"
          required
          maxLength={100}
          defaultValue={refused?.values.name}
          error={error('name')}
          testPrefix="admin-invite"
        />
        <SelectField
          name="role"
          label={t('admin.team.role')}
          defaultValue={refused?.values.role ?? 'content_editor'}
          error={error('role')}
          testPrefix="admin-invite"
        >
          {ADMIN_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin.roles.${role}`)} — {t(`admin.roleHints.${role}`)}
            </option>
          ))}
        </SelectField>
        <SubmitButton intent="invite" testId="admin-invite-submit">
          {t('admin.team.sendInvite')}
        </SubmitButton>
      </Form>
    </section>
  );
}
