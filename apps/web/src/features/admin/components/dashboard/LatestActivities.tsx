import type { DashboardOverview } from '@skinpilot/contract';
import { useState } from 'react';
import { timeAgo } from '../../lib/time-ago';
import { Panel } from './Panel';

export function LatestActivities({ activities }: { activities: DashboardOverview['latest_activities'] }) {
  // Read once per mount: the times stay put while the list is on screen.
  const [now] = useState(() => Date.now());
  return (
    <Panel title="Latest Activities">
      {activities.length === 0 ? (
        <p className="opacity-70">No bot activity yet.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {activities.map((a) => (
            <li key={`${a.timestamp}-${a.title}`}>
              <div className="truncate font-medium">{a.title}</div>
              <div className="flex gap-2 text-xs opacity-70">
                <span className="truncate">{a.user_email}</span>
                <span className="badge badge-ghost badge-xs">{a.type}</span>
                <span className="ml-auto whitespace-nowrap">{timeAgo(a.timestamp, now)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
