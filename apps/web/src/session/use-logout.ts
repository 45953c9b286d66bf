import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '#web/lib/storage';

/** Clears token and user from storage and the query cache, then navigates (default: home). */
export function useLogout(): (path?: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (path = '/') => {
      clearSession();
      queryClient.clear();
      void navigate(path);
    },
    [navigate, queryClient],
  );
}
