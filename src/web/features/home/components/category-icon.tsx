import {
  BadgeCheck,
  Car,
  Cog,
  Droplets,
  ScanLine,
  SprayCan,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  'spray-can': SprayCan,
  car: Car,
  warehouse: Warehouse,
  'scan-line': ScanLine,
  'badge-check': BadgeCheck,
  wrench: Wrench,
  droplets: Droplets,
  cog: Cog,
};

export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Cog;
  return <Icon aria-hidden="true" className={className} />;
}
