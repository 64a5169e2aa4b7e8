import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { logoParts } from '../../../shared/shop';
import { useShopIdentity } from '../../lib/shop-identity';

/** The shop's name in two tones beside the wrench (the server's HTML draws the same: page-body-frame.ts). */
export function Logo() {
  const { name } = useShopIdentity();
  const [lead, accent] = logoParts(name);
  return (
    <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2 rounded-md" aria-label={`${name} home`}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Wrench aria-hidden="true" className="size-5" />
      </span>
      {/* A long trading name is cut with an ellipsis rather than push the menu to a second row. */}
      <span className="truncate text-xl font-extrabold tracking-tight text-foreground-strong">
        {lead}
        <span className="text-primary-strong">{accent}</span>
      </span>
    </Link>
  );
}
