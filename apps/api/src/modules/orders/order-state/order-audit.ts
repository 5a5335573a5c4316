import type { Database } from '../../../db/database.ts';
import { recordAudit } from '../../admin/audit.ts';
import type { OrderAction, PlacedOrderStates } from './state-machines.ts';

/**
 * Who moved an order: an administrator in the back office, or the shop itself (a verified Stripe event,
 * a checkout that a gift card paid in full, the `order:fulfil` command).
 */
export type OrderActor =
  | { type: 'administrator'; administratorId: number }
  | { type: 'system'; name: 'stripe' | 'checkout' | 'cli' };

/** The readable name of a system actor in the audit line's summary. */
const SYSTEM_ACTOR_NAMES: Record<Extract<OrderActor, { type: 'system' }>['name'], string> = {
  stripe: 'Stripe',
  checkout: 'checkout',
  cli: 'order:fulfil command',
};

/**
 * The one audit line of an order transition, in the back office's audit log and in the transition's own
 * transaction (a refused or rolled back transition leaves none). The log's administrator column is
 * nullable, so a system actor is a line without an administrator whose `details.actor` names it (and the
 * summary says "by Stripe"); no migration was needed.
 */
export async function auditOrderTransition(
  tx: Database,
  input: {
    order: PlacedOrderStates & { id: number; number: string | null };
    action: OrderAction;
    actor: OrderActor;
    summary: string;
    to: Partial<PlacedOrderStates>;
    details?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  const { order, actor } = input;
  const by = actor.type === 'system' ? ` (by ${SYSTEM_ACTOR_NAMES[actor.name]})` : '';
  await recordAudit(
    tx,
    {
      administratorId: actor.type === 'administrator' ? actor.administratorId : null,
      action: `order.${input.action}`,
      subjectType: 'order',
      subjectId: order.id,
      summary: `Order ${order.number ?? order.id}: ${input.summary}${by}`,
      details: {
        actor: actor.type === 'administrator' ? 'administrator' : actor.name,
        from: order.state,
        paymentFrom: order.paymentState,
        shippingFrom: order.shippingState,
        to: input.to,
        ...input.details,
      },
    },
    input.now,
  );
}
