import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { currentUserKey } from '../../../shared/auth/current-user';
import { useToast } from '../../../shared/toast/toast-context';
import { discordLinkedMessage } from './messages';

/**
 * The Discord callback lands on `/profile?discord_id=ID`: say so once, reload the user, and drop
 * the parameter so a reload does not say it again.
 */
export function useDiscordLinkedToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const discordId = searchParams.get('discord_id');
  const toast = useToast();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!discordId) return;
    toast.success(discordLinkedMessage(discordId));
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('discord_id');
        return next;
      },
      { replace: true },
    );
  }, [discordId, toast, queryClient, setSearchParams]);
}
