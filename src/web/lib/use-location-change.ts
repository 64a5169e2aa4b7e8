import { useState } from 'react';
import { useLocation } from 'react-router';

/** Calls onChange during render when the location changes (no effect, no extra paint). */
export function useOnLocationChange(onChange: () => void): void {
  const location = useLocation();
  const [seen, setSeen] = useState(location.key);
  if (location.key !== seen) {
    setSeen(location.key);
    onChange();
  }
}
