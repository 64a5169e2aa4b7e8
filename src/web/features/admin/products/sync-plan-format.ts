import type { SyncPlan } from '../../../../shared/admin-catalogue';
import { changeLines, type ChangeLine } from '../common/history-format';

function products(count: number): string {
  return count === 1 ? '1 product' : `${count} products`;
}

/** One sentence on what the sync will do, e.g. "It will add 2 products and update 3. 46 are up to date." */
export function syncPlanSummary(plan: SyncPlan): string {
  const adds = plan.add.length;
  const updates = plan.update.length;
  const upToDate =
    plan.unchanged === 0
      ? ''
      : ` ${products(plan.unchanged)} ${plan.unchanged === 1 ? 'is' : 'are'} up to date.`;
  if (adds === 0 && updates === 0) return `Nothing to change: every demo product is up to date.`;
  const parts = [
    adds > 0 ? `add ${products(adds)}` : '',
    updates > 0 ? `update ${adds > 0 ? updates : products(updates)}` : '',
  ].filter(Boolean);
  return `The sync will ${parts.join(' and ')}.${upToDate}`;
}

/** Whether applying the plan would change anything. */
export function syncPlanChangesSomething(plan: SyncPlan): boolean {
  return plan.add.length + plan.update.length > 0;
}

/**
 * The changed fields of one product to update, as the history shows them; a picture reads as the
 * current one replaced by the demo one (its id says nothing to a person).
 */
export function syncUpdateLines(update: SyncPlan['update'][number]): ChangeLine[] {
  // The sync changes the list of pictures only by replacing the main one: one line says it.
  const lines = changeLines(update).filter(
    (line) => !(line.field === 'images' && 'imagePublicId' in update.changes),
  );
  return lines.map((line) =>
    line.field === 'image' || line.field === 'imagePublicId'
      ? { ...line, from: 'current picture', to: 'demo picture' }
      : line,
  );
}
