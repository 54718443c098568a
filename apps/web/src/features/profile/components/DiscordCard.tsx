import type { UserProfile } from '@skinpilot/contract';
import { useState } from 'react';
import { openDiscordLogin } from '../../../shared/api/discord-login';
import { useToast } from '../../../shared/toast/toast-context';
import { Modal } from '../../../shared/ui/Modal';
import { useUnlinkDiscord } from '../api/unlink-discord';
import { profileErrorMessage, profileMessages } from '../lib/messages';
import { SettingsCard } from './SettingsCard';

export function DiscordCard({ user }: { user: UserProfile }) {
  const [isManaging, setIsManaging] = useState(false);
  const [isConfirmingUnlink, setIsConfirmingUnlink] = useState(false);
  const unlink = useUnlinkDiscord();
  const toast = useToast();
  const startDiscordLink = () =>
    openDiscordLogin().catch((error: unknown) =>
      toast.error(profileErrorMessage(error, profileMessages.discordLinkFailed)),
    );

  const confirmUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: () => {
        toast.success(profileMessages.discordUnlinked);
        setIsConfirmingUnlink(false);
        setIsManaging(false);
      },
      onError: (error) => toast.error(profileErrorMessage(error, profileMessages.discordUnlinkFailed)),
    });

  return (
    <SettingsCard
      id="discord"
      title="Discord"
      description="Link your Discord account to start the free trial and get notifications from the community server."
    >
      {user.discord_id ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="badge badge-success">Connected</span>
          <span className="text-sm opacity-80">
            Discord ID: <code data-testid="discord-id">{user.discord_id}</code>
          </span>
          <button type="button" className="btn btn-sm" onClick={() => setIsManaging((open) => !open)}>
            Manage Discord
          </button>
          {isManaging && (
            <div className="flex w-full flex-wrap gap-2">
              <button type="button" className="btn btn-sm btn-outline" onClick={startDiscordLink}>
                Link a different account
              </button>
              <button
                type="button"
                className="btn btn-sm btn-error btn-outline"
                onClick={() => setIsConfirmingUnlink(true)}
              >
                Unlink Discord
              </button>
            </div>
          )}
        </div>
      ) : (
        <div>
          <button type="button" className="btn btn-sm btn-primary" onClick={startDiscordLink}>
            Link Discord
          </button>
        </div>
      )}
      <Modal
        open={isConfirmingUnlink}
        title="Unlink Discord?"
        onClose={() => setIsConfirmingUnlink(false)}
        dismissible={!unlink.isPending}
        size="sm"
        actions={
          <>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setIsConfirmingUnlink(false)}
              disabled={unlink.isPending}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-error"
              onClick={confirmUnlink}
              disabled={unlink.isPending}
            >
              {unlink.isPending && <span className="loading loading-spinner loading-xs" />}
              Unlink
            </button>
          </>
        }
      >
        <p className="text-sm">
          The free trial and Discord notifications need a linked account. You can link one again at any time.
        </p>
      </Modal>
    </SettingsCard>
  );
}
