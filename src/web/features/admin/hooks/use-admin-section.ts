import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { parseAdminSection, sectionSearch, type AdminSection } from '../admin-sections-url';

/** The dashboard's current section and where each section's link goes (the same page, a new search). */
export function useAdminSection() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const section = useMemo(() => parseAdminSection(params), [params]);
  return {
    section,
    linkTo: (target: AdminSection) => ({ pathname, search: sectionSearch(target) }),
  };
}
