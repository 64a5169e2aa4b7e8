import type { DeliveryFeesResponse } from '../../../../../shared/settings';
import { QueryState } from '../../../../components/ui/query-state';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useQuery } from '@tanstack/react-query';
import { BusinessDetailsPrompt } from '../../common/components/business-details-prompt';
import { LoadingStatus } from '../../common/components/load-states';
import { businessDetailsQuery, deliveryFeesQuery, searchWordsQuery } from '../api/admin-settings';
import { BusinessDetailsForm } from './business-details-form';
import { DeliveryClassesForm } from './delivery-classes-form';
import { DeliveryFeesForm } from './delivery-fees-form';
import { SearchWordsForm } from './search-words-form';

/** The fee table starts again when the classes change (a new class brings its fees). */
const classesKey = (fees: DeliveryFeesResponse) =>
  fees.classes.map((row) => `${row.id}:${row.name}`).join('|');

const PANEL = 'rounded-xl border border-border bg-card/60 p-4 sm:p-6';

/**
 * `/admin/settings`: the business details, the delivery classes and fees, then the search words; each
 * loads and saves on its own.
 */
export function SettingsView() {
  usePageTitle('Settings - Admin');
  const business = useQuery(businessDetailsQuery());
  const fees = useQuery(deliveryFeesQuery());
  const words = useQuery(searchWordsQuery());
  return (
    <section aria-labelledby="admin-settings-title" className="grid gap-8">
      <h2
        id="admin-settings-title"
        tabIndex={-1}
        className="text-2xl font-bold text-foreground-strong focus:outline-none"
      >
        Settings
      </h2>
      <BusinessDetailsPrompt link={false} />
      <div className={PANEL}>
        <QueryState
          query={business}
          loading={<LoadingStatus>Loading business details...</LoadingStatus>}
          errorLabel="Error loading business details"
          onRetry={() => void business.refetch()}
        >
          {business.data && <BusinessDetailsForm saved={business.data} />}
        </QueryState>
      </div>
      <div className={PANEL}>
        <QueryState
          query={fees}
          loading={<LoadingStatus>Loading delivery fees...</LoadingStatus>}
          errorLabel="Error loading delivery fees"
          onRetry={() => void fees.refetch()}
        >
          {fees.data && (
            <div className="grid gap-8">
              <DeliveryClassesForm saved={fees.data.classes} />
              <DeliveryFeesForm key={classesKey(fees.data)} saved={fees.data} />
            </div>
          )}
        </QueryState>
      </div>
      <div className={PANEL}>
        <QueryState
          query={words}
          loading={<LoadingStatus>Loading search words...</LoadingStatus>}
          errorLabel="Error loading search words"
          onRetry={() => void words.refetch()}
        >
          {words.data && <SearchWordsForm saved={words.data} />}
        </QueryState>
      </div>
    </section>
  );
}
