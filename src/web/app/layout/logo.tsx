import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { SHOP } from '../../../shared/shop';

export function Logo() {
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 rounded-md" aria-label={`${SHOP.name} home`}>
      <span className="flex size-9 items-center justify-center rounded-lg bg-amber-500 text-zinc-950">
        <Wrench aria-hidden="true" className="size-5" />
      </span>
      <span className="text-xl font-extrabold tracking-tight text-white">
        Garage<span className="text-amber-400">Pro</span>
      </span>
    </Link>
  );
}
