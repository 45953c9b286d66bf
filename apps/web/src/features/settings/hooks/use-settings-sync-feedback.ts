import { useQueryClient } from '@tanstack/react-query';
import type { me as meEndpoint } from '@tp/contract/accounts';
import type { SuccessBody } from '@tp/contract/endpoint';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCatalogs } from '#web/i18n/i18n';
import { meQueryKey } from '#web/session/me';
import { subscribeSettingsSync } from '#web/session/settings-sync';
import { useToast } from '#web/ui/Toast';

type MeBody = SuccessBody<typeof meEndpoint>;

/**
 * Mount once, in what every page shows: a saved change lands in the cached user, a failed one is
 * told in a toast, whichever control made it.
 */
export function useSettingsSyncFeedback(): void {
  const queryClient = useQueryClient();
  const { show } = useToast();
  const { i18n } = useTranslation();
  useEffect(
    () =>
      subscribeSettingsSync((result) => {
        if (result.ok) {
          queryClient.setQueriesData<MeBody>({ queryKey: meQueryKey }, (old) =>
            old ? { user: { ...old.user, settings: result.settings } } : old,
          );
          return;
        }
        // The message is the settings screen's: its catalog comes when first needed.
        void loadCatalogs('account').then(() =>
          show(i18n.getFixedT(null, 'account')('settings.syncFailed'), 'error'),
        );
      }),
    [queryClient, show, i18n],
  );
}
