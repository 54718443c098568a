import { createConnectors, type Connectors, type ConnectorsLogger } from '@skinpilot/connectors';
import type { Config } from '../config';
import { connectorsConfig } from './connectors-config';

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

/**
 * JSON lines like the API's log. Connector messages never carry secrets (their contract); errors
 * are reduced to their message so no request object with headers can reach the log.
 */
function connectorsLogger(level: Config['LOG_LEVEL']): ConnectorsLogger {
  const threshold = level === 'silent' ? Infinity : levels.indexOf(level);
  const write = (name: string) => (data: object, msg?: string) => {
    if (levels.indexOf(name) < threshold) return;
    const { err, ...rest } = data as { err?: unknown };
    const error = err instanceof Error ? { err: err.message } : {};
    process.stdout.write(
      `${JSON.stringify({ level: name, time: Date.now(), module: 'connectors', ...rest, ...error, msg })}\n`,
    );
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * The platform connectors of this process, from configuration: the sandbox market unless a
 * CSGORoll endpoint and live Steam are configured. A failure to start leaves the rest of the
 * product running; calls that need a platform then answer 503.
 */
export async function startConnectors(config: Config): Promise<Connectors | undefined> {
  const logger = connectorsLogger(config.LOG_LEVEL);
  try {
    return await createConnectors({ ...connectorsConfig(config), logger });
  } catch (error) {
    logger.warn({ err: error }, 'platform connectors could not start; account verification is unavailable');
    return undefined;
  }
}
