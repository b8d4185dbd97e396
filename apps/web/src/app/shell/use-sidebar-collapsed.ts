import { SIDEBAR_COLLAPSED_STORAGE_KEY } from '@sameday/contract';
import { useCallback, useState } from 'react';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The sidebar's collapsed flag, kept in local storage so it survives a reload (spec §2). */
export function useSidebarCollapsed() {
  // Read before the first paint: the sidebar never jumps from wide to narrow.
  const [isCollapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, String(next));
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return { isCollapsed, toggle };
}
