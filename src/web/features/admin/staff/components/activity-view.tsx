import { History } from 'lucide-react';
import { Link } from 'react-router';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityEntry } from '../../../../../shared/staff-forms';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/input';
import { formatDateTime } from '../../../../lib/format-date';
import { usePageTitle } from '../../../../lib/use-page-title';
import { PagedList } from '../../common/components/paged-list';
import { activityLine } from '../activity-format';
import { useActivity, type ActivityListFilters } from '../hooks/use-activity';

const TITLE_ID = 'admin-activity-title';

/** `/admin/activity` (owners): who did what and when, filterable by person and by kind. */
export function ActivityView() {
  usePageTitle('Activity - Admin');
  const feed = useActivity();
  return (
    <section aria-labelledby={TITLE_ID} className="grid grid-cols-1 gap-6">
      <h2
        id={TITLE_ID}
        tabIndex={-1}
        className="text-2xl font-bold text-foreground-strong focus:outline-none"
      >
        Activity
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:w-2/3">
        <div className="grid gap-1.5">
          <Label htmlFor="activity-person">Person</Label>
          <Select
            id="activity-person"
            value={feed.filters.actor}
            onChange={(event) => feed.setFilters({ actor: event.target.value })}
          >
            <option value="">Everyone</option>
            {feed.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="activity-kind">Kind</Label>
          <Select
            id="activity-kind"
            value={feed.filters.kind}
            onChange={(event) => feed.setFilters({ kind: event.target.value as ActivityListFilters['kind'] })}
          >
            <option value="all">Everything</option>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ACTIVITY_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <PagedList
        list={feed}
        noun="Activity"
        count={feed.entries.length}
        emptyIcon={History}
        emptyText="Nothing recorded for this choice yet."
      >
        {feed.entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} />
        ))}
      </PagedList>
    </section>
  );
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const line = activityLine(entry);
  return (
    <li className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 font-semibold wrap-anywhere text-foreground-strong">
          {entry.link ? (
            <Link to={entry.link} className="underline-offset-4 hover:underline">
              {line.summary}
            </Link>
          ) : (
            line.summary
          )}
        </p>
        <p className="text-sm text-subtle-foreground">
          <span className="mr-2 rounded bg-muted px-1.5 py-0.5 text-xs text-foreground-soft">
            {ACTIVITY_KIND_LABELS[entry.kind]}
          </span>
          {entry.actorName}, <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </p>
      </div>
      {line.changes.length > 0 && (
        <dl className="mt-2 grid gap-1 text-sm wrap-anywhere text-muted-foreground">
          {line.changes.map((change) => (
            <div key={change.label} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-foreground-soft">{change.label}:</dt>
              <dd>
                {change.from} → {change.to}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
