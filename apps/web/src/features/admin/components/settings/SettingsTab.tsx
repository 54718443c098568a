import { AccountLimitsCard } from './AccountLimitsCard';
import { DiscordChannelsCard } from './DiscordChannelsCard';
import { DiscordOutboxCard } from './DiscordOutboxCard';
import { OrchestratorCard } from './OrchestratorCard';
import { ReferencePricesCard } from './ReferencePricesCard';
import { RefundCard } from './RefundCard';
import { SystemConfigCard } from './SystemConfigCard';
import { SystemStatsCard } from './SystemStatsCard';

/** System Settings tab (section 2); every change applies to the next request, no restart. */
export default function SettingsTab() {
  return (
    <div className="flex flex-col gap-4">
      <SystemStatsCard />
      <SystemConfigCard />
      <ReferencePricesCard />
      <AccountLimitsCard />
      <OrchestratorCard />
      <RefundCard />
      <DiscordChannelsCard />
      <DiscordOutboxCard />
    </div>
  );
}
