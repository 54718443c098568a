import type { UserProfile } from '@skinpilot/contract';
import { invalidAvatarUrlMessage, isValidAvatarUrl } from '@skinpilot/domain';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { Avatar } from '../../../shared/ui/Avatar';
import { useUpdateAvatar } from '../api/update-avatar';
import { profileMessages } from '../lib/messages';
import { SettingsCard } from './SettingsCard';

export function AvatarCard({ user }: { user: UserProfile }) {
  const [url, setUrl] = useState(user.avatar_url ?? '');
  const update = useUpdateAvatar();
  const toast = useToast();
  const inputId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidAvatarUrl(url)) return toast.error(invalidAvatarUrlMessage);
    update.mutate(url.trim(), {
      onSuccess: () => toast.success(profileMessages.avatarUpdated),
      // The server's own rule check answers 400 with the same sentence as ours.
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 400 && error.detail
            ? error.detail
            : profileMessages.avatarFailed,
        ),
    });
  };

  return (
    <SettingsCard id="avatar" title="Avatar" description="An https address of a .png or .jpg picture.">
      <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={save}>
        <Avatar url={user.avatar_url} size="size-12" />
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Avatar URL
          </label>
          <input
            id={inputId}
            className="input w-full"
            type="text"
            inputMode="url"
            placeholder="https://example.com/me.png"
            value={url}
            maxLength={2048}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending && <span className="loading loading-spinner loading-xs" />}
          Save Avatar
        </button>
      </form>
    </SettingsCard>
  );
}
