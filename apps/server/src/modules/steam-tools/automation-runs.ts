/** The Steam and deposit automations whose last run is kept per account (automation_runs). */
export type Automation = 'monitor' | 'reversal_check' | 'auto_deposit' | 'steam_token';

// Recording a run, under its one name; when each ran is read from automation-runs.queries.ts.
export { markRun } from './automation-runs.repository';
