import type { UserProfile } from '@skinpilot/contract';
import { AlertsCard } from './AlertsCard';
import { AvatarCard } from './AvatarCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DiscordCard } from './DiscordCard';
import { TwoFactorCard } from './TwoFactorCard';

export function SettingsTab({ user }: { user: UserProfile }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">Security</h2>
        <ChangePasswordCard user={user} />
        <TwoFactorCard user={user} />
      </div>
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">Profile</h2>
        <AvatarCard user={user} />
        <DiscordCard user={user} />
        <AlertsCard />
      </div>
    </div>
  );
}
